/// Draws a QR code's modules: the function patterns a reader finds the symbol by, the codewords
/// in the standard's zigzag, then a mask and the format information naming it.
struct QRMatrixBuilder {
    /// The version drawn.
    let version: QRVersion
    /// Modules along each side.
    let size: Int
    /// The modules, row-major, true = dark.
    private(set) var modules: [Bool]
    /// Which modules belong to function patterns (or are kept for format information), which
    /// codewords and masks leave alone.
    private(set) var isFunction: [Bool]

    /// A symbol of `version` with its function patterns drawn, format information reserved and
    /// no data yet.
    init(version: QRVersion) {
        self.version = version
        size = version.size
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
        drawFunctionPatterns()
    }

    private mutating func set(row: Int, column: Int, dark: Bool) {
        modules[row * size + column] = dark
        isFunction[row * size + column] = true
    }

    private mutating func drawFunctionPatterns() {
        // Timing first: finders and alignment patterns then overwrite the ends they cover.
        for index in 0..<size {
            set(row: 6, column: index, dark: index % 2 == 0)
            set(row: index, column: 6, dark: index % 2 == 0)
        }
        drawFinder(row: 3, column: 3)
        drawFinder(row: size - 4, column: 3)
        drawFinder(row: 3, column: size - 4)
        let centres = version.alignmentPatternCentres
        let last = centres.count - 1
        for (i, row) in centres.enumerated() {
            for (j, column) in centres.enumerated() {
                // The three corners that hold finders get no alignment pattern.
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                drawAlignment(row: row, column: column)
            }
        }
        // Reserve the format information's modules now (placing codewords must skip them);
        // the bits are drawn with the mask they name.
        drawFormatBits(0)
        drawVersionBits()
    }

    /// A finder (7 × 7 rings dark, light, dark 3 × 3) centred at `row`, `column`, with its light
    /// separator, clipped at the symbol's edge.
    private mutating func drawFinder(row: Int, column: Int) {
        for dy in -4...4 {
            for dx in -4...4 where (0..<size).contains(row + dy) && (0..<size).contains(column + dx) {
                let ring = max(abs(dx), abs(dy))
                set(row: row + dy, column: column + dx, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// An alignment pattern (5 × 5 rings dark, light, dark centre) centred at `row`, `column`.
    private mutating func drawAlignment(row: Int, column: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                set(row: row + dy, column: column + dx, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// The 15 format bits, twice: around the top-left finder, and split between the other two;
    /// plus the module beside the bottom-left finder that is always dark.
    private mutating func drawFormatBits(_ bits: Int) {
        func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
        for index in 0...5 { set(row: index, column: 8, dark: bit(index)) }
        set(row: 7, column: 8, dark: bit(6))
        set(row: 8, column: 8, dark: bit(7))
        set(row: 8, column: 7, dark: bit(8))
        for index in 9..<15 { set(row: 8, column: 14 - index, dark: bit(index)) }
        for index in 0..<8 { set(row: 8, column: size - 1 - index, dark: bit(index)) }
        for index in 8..<15 { set(row: size - 15 + index, column: 8, dark: bit(index)) }
        set(row: size - 8, column: 8, dark: true)
    }

    /// The 18 version bits from version 7 on, twice: 6 × 3 above the bottom-left finder and its
    /// transpose left of the top-right one.
    private mutating func drawVersionBits() {
        guard version.number >= 7 else { return }
        let bits = QRFormatInformation.versionBits(version)
        for index in 0..<18 {
            let dark = bits >> index & 1 == 1
            let near = index / 3
            let far = size - 11 + index % 3
            set(row: far, column: near, dark: dark)
            set(row: near, column: far, dark: dark)
        }
    }

    /// Places `codewords` bit by bit, highest bit first, in two-module columns from the bottom
    /// right, going up and down in turn and skipping the vertical timing pattern. Modules left
    /// over stay light.
    mutating func place(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let row = upward ? size - 1 - step : step
                for column in [right, right - 1] where !isFunction[row * size + column] && index < bitCount {
                    modules[row * size + column] = codewords[index / 8] >> (7 - index % 8) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    /// The finished modules: the data flipped where `mask` says, and the format information for
    /// `level` and `mask`.
    func masked(with mask: QRMask, level: QRErrorCorrection) -> [Bool] {
        var result = self
        for row in 0..<size {
            for column in 0..<size where !isFunction[row * size + column] && mask.flips(row: row, column: column) {
                result.modules[row * size + column].toggle()
            }
        }
        result.drawFormatBits(QRFormatInformation.formatBits(level: level, mask: mask))
        return result.modules
    }
}

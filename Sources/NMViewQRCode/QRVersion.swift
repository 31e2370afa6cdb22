/// A QR code's version, 1 to 40: its size (21 × 21 modules for version 1, four more each version
/// up to 177 × 177) and with it how many codewords it holds and how they are split into blocks.
public struct QRVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The version's number, 1 to 40.
    public let number: Int

    /// The smallest version.
    public static let minimum = QRVersion(checked: 1)
    /// The largest version the standard defines.
    public static let maximum = QRVersion(checked: 40)
    /// Every version, smallest first.
    public static let all = (minimum.number...maximum.number).map(QRVersion.init(checked:))

    /// The version numbered `number`, or nil outside 1...40.
    public init?(_ number: Int) {
        guard (Self.minimum.number...Self.maximum.number).contains(number) else { return nil }
        self.number = number
    }

    private init(checked number: Int) {
        self.number = number
    }

    /// The number of modules along each side.
    public var size: Int { number * 4 + 17 }

    /// The number as text.
    public var description: String { "\(number)" }

    /// Versions compare by number.
    public static func < (lhs: QRVersion, rhs: QRVersion) -> Bool { lhs.number < rhs.number }

    /// The rows (and columns) the centres of alignment patterns stand on, in order: evenly spaced
    /// from the last one, 7 modules in from the far edge, back to 6, with spacing rounded up to
    /// an even number, as the standard's table has them.
    var alignmentPatternCentres: [Int] {
        guard number > 1 else { return [] }
        let count = number / 7 + 2
        let step = (number * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        var centres = [6]
        var position = size - 7
        while centres.count < count {
            centres.insert(position, at: 1)
            position -= step
        }
        return centres
    }

    /// The modules left for codewords once finder, timing and alignment patterns, format and
    /// version information are drawn; some versions leave a few (3, 4 or 7) over, which stay
    /// light before masking.
    var dataModuleCount: Int {
        var modules = size * size
        modules -= 3 * 64 + 2 * (size - 16) + 31  // finders with separators, timing, format, dark module
        if number > 1 {
            let count = number / 7 + 2
            // Alignment patterns minus the three under the finders, plus the timing modules they cover.
            modules -= 25 * (count * count - 3) - 10 * (count - 2)
        }
        if number >= 7 { modules -= 36 }  // two 6 × 3 blocks of version information
        return modules
    }

    /// The codewords the version holds, data and error correction together.
    var codewordCount: Int { dataModuleCount / 8 }

    /// The error correction codewords in each block at `level`.
    func errorCorrectionCodewordsPerBlock(_ level: QRErrorCorrection) -> Int {
        Self.errorCorrectionPerBlock[level.rawValue][number - 1]
    }

    /// The number of blocks the codewords are split into at `level`.
    func blockCount(_ level: QRErrorCorrection) -> Int {
        Self.blocks[level.rawValue][number - 1]
    }

    /// The data codewords the version holds at `level`.
    func dataCodewordCount(_ level: QRErrorCorrection) -> Int {
        codewordCount - errorCorrectionCodewordsPerBlock(level) * blockCount(level)
    }

    /// The bits a byte-mode segment's length takes: longer from version 10 on, so its 8 bits
    /// stop short of the larger versions' capacity.
    var byteCountBits: Int { number < 10 ? 8 : 16 }

    /// The most bytes of data the version holds at `level` in byte mode.
    func byteCapacity(_ level: QRErrorCorrection) -> Int {
        // A 4-bit mode indicator and the length come first.
        (dataCodewordCount(level) * 8 - 4 - byteCountBits) / 8
    }

    // The standard's table (ISO/IEC 18004, table 9), by level (L, M, Q, H) and then by version.
    // Checked against an independent implementation by QRVersionTests.
    private static let errorCorrectionPerBlock: [[Int]] = [
        [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
         28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
         26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
         28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
         30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    private static let blocks: [[Int]] = [
        [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
         8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
         17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
         23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
         25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]
}

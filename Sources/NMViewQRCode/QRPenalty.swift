/// The standard's score of how hard a masked symbol is to read (ISO/IEC 18004, 7.8.3); the
/// encoder keeps the mask with the lowest.
enum QRPenalty {
    /// The score of `modules` (row-major, `size` × `size`, true = dark): the sum of the four rules.
    static func score(_ modules: [Bool], size: Int) -> Int {
        var total = 0
        for line in 0..<size {
            let row = (0..<size).map { modules[line * size + $0] }
            let column = (0..<size).map { modules[$0 * size + line] }
            total += runs(row) + finderLikePatterns(row) + runs(column) + finderLikePatterns(column)
        }
        total += blocks(modules, size: size)
        total += balance(modules)
        return total
    }

    /// Rule 1: 3 points for each run of five modules of one colour in a line, 1 more for each
    /// module beyond five.
    static func runs(_ line: [Bool]) -> Int {
        var total = 0
        var length = 0
        for (index, module) in line.enumerated() {
            length = index > 0 && module == line[index - 1] ? length + 1 : 1
            if length == 5 {
                total += 3
            } else if length > 5 {
                total += 1
            }
        }
        return total
    }

    /// Rule 2: 3 points for each 2 × 2 square of one colour (overlapping squares count each).
    static func blocks(_ modules: [Bool], size: Int) -> Int {
        var total = 0
        for row in 0..<(size - 1) {
            for column in 0..<(size - 1) {
                let colour = modules[row * size + column]
                if modules[row * size + column + 1] == colour, modules[(row + 1) * size + column] == colour,
                    modules[(row + 1) * size + column + 1] == colour
                {
                    total += 3
                }
            }
        }
        return total
    }

    /// The dark–light–dark–dark–dark–light–dark core of a finder pattern.
    private static let finderCore = [true, false, true, true, true, false, true]

    /// Rule 3: 40 points for each 1:1:3:1:1 pattern in a line with four light modules on at least
    /// one side, which a reader could take for a finder. Beyond the symbol counts as light, as
    /// the quiet zone is.
    static func finderLikePatterns(_ line: [Bool]) -> Int {
        var total = 0
        let count = line.count
        func isLight(_ range: Range<Int>) -> Bool {
            range.allSatisfy { $0 < 0 || $0 >= count || !line[$0] }
        }
        for start in 0...(count - finderCore.count) where line[start..<start + finderCore.count].elementsEqual(finderCore) {
            let end = start + finderCore.count
            if isLight((start - 4)..<start) || isLight(end..<(end + 4)) { total += 40 }
        }
        return total
    }

    /// Rule 4: 10 points for each full 5 % the share of dark modules lies away from 50 %.
    static func balance(_ modules: [Bool]) -> Int {
        let dark = modules.reduce(0) { $0 + ($1 ? 1 : 0) }
        return abs(dark * 20 - modules.count * 10) / modules.count * 10
    }
}

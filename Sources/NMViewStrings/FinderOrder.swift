import Foundation

/// The order Xcode writes a String Catalog's keys in, which is the Finder's: case-insensitive,
/// numbers by value (`B6` before `B12`), and white space, then punctuation, then symbols, then
/// digits, then letters (`A-` before `A+`), as the Unicode Collation Algorithm ranks them. Byte
/// order, which JSON tools sort by, puts `UV Index` before `Unknown` and `B12` before `B6`.
public enum FinderOrder {
    /// Whether `first` comes before `second`. Strings that differ only in case or accents are
    /// still ordered, lower case and unaccented first, so the order is total and a sort stable.
    public static func precedes(_ first: String, _ second: String) -> Bool {
        let left = elements(first)
        let right = elements(second)
        for (a, b) in zip(left, right) where a.primary != b.primary {
            return a.primary < b.primary
        }
        if left.count != right.count { return left.count < right.count }
        for (a, b) in zip(left, right) where a.secondary != b.secondary {
            return a.secondary.lexicographicallyPrecedes(b.secondary)
        }
        return Array(first.unicodeScalars.map(\.value)).lexicographicallyPrecedes(second.unicodeScalars.map(\.value))
    }

    /// One unit of comparison: a character, or a run of decimal digits.
    private struct Element {
        /// Class, then what the class compares by: a digit run's value, a letter's folded form.
        var primary: Key
        /// What tells apart elements of one primary key: accents, then case.
        var secondary: [UInt32]
    }

    private struct Key: Comparable {
        var rank: Int
        /// Significant digits of a number (no leading zeros), compared by length then text; or the
        /// folded scalars of a character.
        var digits: Int = 0
        var text: [UInt32]

        static func < (a: Key, b: Key) -> Bool {
            if a.rank != b.rank { return a.rank < b.rank }
            if a.digits != b.digits { return a.digits < b.digits }
            return a.text.lexicographicallyPrecedes(b.text)
        }
    }

    private static let whitespaceRank = 0
    private static let punctuationRank = 1
    private static let symbolRank = 2
    private static let digitRank = 3
    private static let letterRank = 4

    /// ASCII punctuation and symbols in the order of the Default Unicode Collation Element Table.
    private static let asciiOrder = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    /// Where the symbols start in ``asciiOrder``: at `&`.
    private static let firstASCIISymbol = 20

    private static func elements(_ text: String) -> [Element] {
        var result: [Element] = []
        var digits: [UInt32] = []
        func closeNumber() {
            guard !digits.isEmpty else { return }
            let significant = Array(digits.drop { $0 == 0x30 })
            result.append(
                Element(primary: Key(rank: digitRank, digits: significant.count, text: significant), secondary: [UInt32(digits.count)]))
            digits = []
        }
        for character in text {
            if character.isASCII, let value = character.asciiValue, (0x30...0x39).contains(value) {
                digits.append(UInt32(value))
                continue
            }
            closeNumber()
            result.append(element(character))
        }
        closeNumber()
        return result
    }

    private static func element(_ character: Character) -> Element {
        let scalars = character.unicodeScalars.map(\.value)
        if character.isWhitespace { return Element(primary: Key(rank: whitespaceRank, text: [0]), secondary: scalars) }
        if let first = character.unicodeScalars.first, let index = asciiOrder.firstIndex(of: first) {
            let rank = index < firstASCIISymbol ? punctuationRank : symbolRank
            return Element(primary: Key(rank: rank, text: [UInt32(index)]), secondary: scalars)
        }
        if character.isPunctuation { return Element(primary: Key(rank: punctuationRank, text: [1000] + scalars), secondary: scalars) }
        if character.isSymbol { return Element(primary: Key(rank: symbolRank, text: [1000] + scalars), secondary: scalars) }
        // A letter compares by its lower-case, unaccented form; accents, then case, break ties.
        let lower = character.lowercased()
        let folded = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let caseBit: UInt32 = String(character) == lower ? 0 : 1
        return Element(
            primary: Key(rank: letterRank, text: folded.unicodeScalars.map(\.value)),
            secondary: lower.unicodeScalars.map(\.value) + [caseBit])
    }
}

/// A regular expression of the portable subset that ``PatternParser`` reads, as a tree: the part
/// of a top-level alternative between its optional `^` and `$` anchors.
indirect enum PatternSyntax {
    /// One character from a set.
    case set(ByteSet)
    /// Each in turn; empty matches the empty string.
    case sequence([PatternSyntax])
    /// Any one of them.
    case choice([PatternSyntax])
    /// `min` to `max` repetitions (`max == nil`: unbounded).
    case repeated(PatternSyntax, min: Int, max: Int?)
}

/// One top-level alternative of a pattern: `^`? body `$`?.
struct PatternBranch {
    /// Whether it starts with `^` (match only at the start of the input).
    var startAnchored: Bool
    /// Whether it ends with `$` (match only at the very end, as ECMA-262 has it).
    var endAnchored: Bool
    /// What lies between the anchors.
    var body: PatternSyntax
}

/// A set of characters: ASCII ones by bit, and a flag for whether it may also match characters
/// beyond ASCII (a negated class, `\d`, `\w`, `\s` and their complements, whose non-ASCII members
/// ICU defines by Unicode properties the automaton does not know).
struct ByteSet: Equatable {
    /// ASCII 0–63, one bit each.
    var low: UInt64 = 0
    /// ASCII 64–127, one bit each.
    var high: UInt64 = 0
    /// Whether some non-ASCII character may be in the set.
    var nonASCII = false

    /// The set of one ASCII byte.
    init(_ byte: UInt8) {
        insert(byte)
    }

    /// The ASCII bytes `from...to`.
    init(from: UInt8, to: UInt8) {
        for byte in from...to { insert(byte) }
    }

    /// The empty set.
    init() {}

    /// Whether ASCII `byte` is in the set.
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> UInt64(byte) & 1 == 1 : byte < 128 && high >> UInt64(byte - 64) & 1 == 1
    }

    mutating func insert(_ byte: UInt8) {
        if byte < 64 {
            low |= 1 << UInt64(byte)
        } else if byte < 128 {
            high |= 1 << UInt64(byte - 64)
        }
    }

    mutating func formUnion(_ other: ByteSet) {
        low |= other.low
        high |= other.high
        nonASCII = nonASCII || other.nonASCII
    }

    /// Every ASCII character not in the set, and possibly non-ASCII ones.
    var inverted: ByteSet {
        var result = ByteSet()
        result.low = ~low
        result.high = ~high
        result.nonASCII = true
        return result
    }

    /// ICU's `\d`, `\w` and `\s` on ASCII (each also matches non-ASCII characters).
    static func shorthand(_ letter: UInt8) -> ByteSet? {
        var set: ByteSet
        switch letter | 0x20 {
        case UInt8(ascii: "d"):
            set = ByteSet(from: UInt8(ascii: "0"), to: UInt8(ascii: "9"))
        case UInt8(ascii: "w"):
            set = ByteSet(from: UInt8(ascii: "0"), to: UInt8(ascii: "9"))
            set.formUnion(ByteSet(from: UInt8(ascii: "A"), to: UInt8(ascii: "Z")))
            set.formUnion(ByteSet(from: UInt8(ascii: "a"), to: UInt8(ascii: "z")))
            set.insert(UInt8(ascii: "_"))
        case UInt8(ascii: "s"):
            // Tab, line feed, vertical tab, form feed, carriage return and space, as ICU answers
            // (PatternAutomatonTests checks every ASCII character against it).
            set = ByteSet(from: 0x09, to: 0x0D)
            set.insert(0x20)
        default:
            return nil
        }
        set.nonASCII = true
        // Upper case is the complement.
        return letter < UInt8(ascii: "a") ? set.inverted : set
    }
}

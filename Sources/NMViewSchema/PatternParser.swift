/// Reads the portable regular-expression subset that schemas are written in, so that such patterns
/// can be matched by ``PatternAutomaton`` on UTF-8 bytes instead of by ICU on UTF-16.
///
/// The subset: ASCII literals; `\` before ASCII punctuation; `\t` `\n` `\r` `\f`; `\d` `\w` `\s`
/// and their complements; classes `[...]` and `[^...]` of literals, escapes and ranges; groups
/// `(...)` and `(?:...)`; `|`; the quantifiers `?` `*` `+` `{n}` `{n,}` `{n,m}`; `^` only at the
/// start and `$` only at the end of a top-level alternative. Anything else (`.`, lazy and
/// possessive quantifiers, look-around, back-references, anchors inside groups, set operations,
/// non-ASCII in the pattern) makes `parse` return `nil` and the pattern go to ICU, so every
/// construct read here means the same to ICU: the reader stays on the conservative side of ICU's
/// syntax wherever the two could differ (a `-` or `&` in a class, say).
struct PatternParser {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The top-level alternatives of `source`, or `nil` when it is outside the subset.
    static func parse(_ source: String) -> [PatternBranch]? {
        // `NSRegularExpression` refuses the empty pattern, so the schema must keep failing to load.
        guard !source.isEmpty else { return nil }
        var parser = PatternParser(source)
        return parser.branches()
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func eat(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// `^`? sequence `$`? alternatives, to the end of the pattern.
    private mutating func branches() -> [PatternBranch]? {
        var result: [PatternBranch] = []
        repeat {
            let start = eat(UInt8(ascii: "^"))
            guard let body = sequence() else { return nil }
            let end = eat(UInt8(ascii: "$"))
            // `$` only as the branch's last item.
            guard peek == nil || peek == UInt8(ascii: "|") else { return nil }
            result.append(PatternBranch(startAnchored: start, endAnchored: end, body: body))
        } while eat(UInt8(ascii: "|"))
        return index == bytes.count ? result : nil
    }

    /// `|`-separated sequences, inside a group.
    private mutating func alternation() -> PatternSyntax? {
        guard let first = sequence() else { return nil }
        var options = [first]
        while eat(UInt8(ascii: "|")) {
            guard let next = sequence() else { return nil }
            options.append(next)
        }
        return options.count == 1 ? first : .choice(options)
    }

    /// Items up to `|`, `)`, `$` or the end; the caller decides whether what stopped it is allowed.
    private mutating func sequence() -> PatternSyntax? {
        var items: [PatternSyntax] = []
        while let byte = peek, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")"), byte != UInt8(ascii: "$") {
            guard let atom = atom(), let item = quantified(atom) else { return nil }
            items.append(item)
        }
        return .sequence(items)
    }

    /// A group, a class, an escape or a literal.
    private mutating func atom() -> PatternSyntax? {
        guard let byte = peek else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "("):
            if eat(UInt8(ascii: "?")) {
                guard eat(UInt8(ascii: ":")) else { return nil }
            }
            guard let inner = alternation(), eat(UInt8(ascii: ")")) else { return nil }
            return inner
        case UInt8(ascii: "["):
            return characterClass().map { .set($0) }
        case UInt8(ascii: "\\"):
            return escape(inClass: false).map { .set($0) }
        default:
            return Self.isPlainLiteral(byte) ? .set(ByteSet(byte)) : nil
        }
    }

    /// `atom` with the quantifier that follows it, if any.
    private mutating func quantified(_ atom: PatternSyntax) -> PatternSyntax? {
        let result: PatternSyntax
        switch peek {
        case UInt8(ascii: "*"): index += 1; result = .repeated(atom, min: 0, max: nil)
        case UInt8(ascii: "+"): index += 1; result = .repeated(atom, min: 1, max: nil)
        case UInt8(ascii: "?"): index += 1; result = .repeated(atom, min: 0, max: 1)
        case UInt8(ascii: "{"):
            index += 1
            guard let minimum = number() else { return nil }
            var maximum: Int? = minimum
            if eat(UInt8(ascii: ",")) {
                if peek == UInt8(ascii: "}") {
                    maximum = nil
                } else {
                    guard let upper = number() else { return nil }
                    maximum = upper
                }
            }
            // `{3,2}` is an error to ICU.
            guard eat(UInt8(ascii: "}")), maximum.map({ $0 >= minimum }) ?? true else { return nil }
            result = .repeated(atom, min: minimum, max: maximum)
        default:
            return atom
        }
        // Lazy (`*?`), possessive (`*+`) and stacked quantifiers are left to ICU.
        if let next = peek, [UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{")].contains(next) {
            return nil
        }
        return result
    }

    /// Up to three decimal digits.
    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 3 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// After `[`: members up to `]`.
    private mutating func characterClass() -> ByteSet? {
        let negated = eat(UInt8(ascii: "^"))
        var set = ByteSet()
        var first = true
        while let byte = peek, byte != UInt8(ascii: "]") {
            guard let member = classMember(first: first) else { return nil }
            first = false
            set.formUnion(member)
        }
        // An empty class, or no closing bracket.
        guard !first, eat(UInt8(ascii: "]")) else { return nil }
        return negated ? set.inverted : set
    }

    /// A literal, an escape or a range `a-z`.
    private mutating func classMember(first: Bool) -> ByteSet? {
        guard let low = classCharacter(first: first) else { return nil }
        guard eat(UInt8(ascii: "-")) else { return low }
        // A range needs single characters on both sides; a trailing `-` is left to ICU.
        guard let lowByte = Self.single(low), peek != UInt8(ascii: "]"),
            let high = classCharacter(first: false), let highByte = Self.single(high), lowByte <= highByte
        else { return nil }
        return ByteSet(from: lowByte, to: highByte)
    }

    /// One literal or escape inside a class.
    private mutating func classCharacter(first: Bool) -> ByteSet? {
        guard let byte = peek else { return nil }
        index += 1
        if byte == UInt8(ascii: "\\") { return escape(inClass: true) }
        // `[:` may open a POSIX class in ICU.
        if first && byte == UInt8(ascii: ":") { return nil }
        return Self.isClassLiteral(byte) ? ByteSet(byte) : nil
    }

    /// After `\`.
    private mutating func escape(inClass: Bool) -> ByteSet? {
        guard let byte = peek else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "t"): return ByteSet(0x09)
        case UInt8(ascii: "n"): return ByteSet(0x0A)
        case UInt8(ascii: "r"): return ByteSet(0x0D)
        case UInt8(ascii: "f"): return ByteSet(0x0C)
        default:
            if let shorthand = ByteSet.shorthand(byte) { return shorthand }
            return Self.isPunctuation(byte) ? ByteSet(byte) : nil
        }
    }

    /// The one byte of a single-character set, for range ends.
    private static func single(_ set: ByteSet) -> UInt8? {
        guard !set.nonASCII, set.low.nonzeroBitCount + set.high.nonzeroBitCount == 1 else { return nil }
        return set.low != 0 ? UInt8(set.low.trailingZeroBitCount) : UInt8(64 + set.high.trailingZeroBitCount)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && !isAlphanumeric(byte)
    }

    /// Outside a class: letters, digits, space and punctuation without a meaning to ICU.
    private static func isPlainLiteral(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == 0x20 || plainPunctuation.contains(byte)
    }

    private static let plainPunctuation = Set("!\"#%&',-/:;<=>@_`~".utf8)

    /// Inside a class: letters, digits and punctuation that ICU reads literally there.
    private static func isClassLiteral(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || classPunctuation.contains(byte)
    }

    private static let classPunctuation = Set("!\"#$%'()*+,./:;<=>?@_`|~".utf8)
}

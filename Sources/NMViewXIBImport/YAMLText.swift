import NMViewModel

/// Scalars and flow collections as a person writes them in a layout file: plain where YAML reads
/// them back as the same text, double-quoted otherwise; whole numbers without a fraction.
enum YAMLText {
    /// Words YAML 1.2 reads as something other than text, and those YAML 1.1 tools read as flags.
    private static let reserved: Set<String> = [
        "true", "false", "null", "yes", "no", "on", "off", "y", "n",
    ]

    /// `value` as a scalar or flow collection.
    static func value(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): scalar(text)
        case .number(let number): self.number(number)
        case .bool(let flag): flag ? "true" : "false"
        case .list(let items): "[" + items.map(self.value).joined(separator: ", ") + "]"
        case .object(let fields): "{" + orderedKeys(fields).map { "\($0): \(self.value(fields[$0] ?? .string("")))" }.joined(separator: ", ") + "}"
        }
    }

    /// Text, plain when it is safe to leave unquoted.
    static func scalar(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    /// A number without a trailing `.0`; other values in Swift's shortest round-tripping form.
    static func number(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// `[x, y, width, height]`.
    static func frame(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// `{width: w, height: h}`.
    static func size(_ size: Size) -> String {
        "{width: \(number(size.width)), height: \(number(size.height))}"
    }

    /// `{top: 59, bottom: 34}`: the sides that are not 0, in UIKit's order; all four when none is,
    /// so that a safe area of no insets reads as one rather than as an empty mapping.
    static func insets(_ insets: EdgeInsets) -> String {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        let written = sides.contains { $0.1 != 0 } ? sides.filter { $0.1 != 0 } : sides
        return "{" + written.map { "\($0.0): \(number($0.1))" }.joined(separator: ", ") + "}"
    }

    private static func isPlain(_ text: String) -> Bool {
        // Bytes, not Unicode properties: every scalar of a plain scalar is ASCII, where a letter
        // is A-Z or a-z, and asking each scalar's `isAlphabetic` cost a twentieth of an import.
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) || first == UInt8(ascii: "_") else { return false }
        var last = first
        while let byte = bytes.next() {
            guard isLetter(byte) || isPlainPunctuationOrDigit(byte) else { return false }
            last = byte
        }
        return last != UInt8(ascii: " ") && (text.utf8.count > 5 || !reserved.contains(text.lowercased()))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Digits and ` _.-/`.
    private static func isPlainPunctuationOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The keys of a flow mapping in the order the format's documentation writes them.
    private static func orderedKeys(_ fields: [String: PropertyValue]) -> [String] {
        preferredKeys.filter { fields[$0] != nil } + fields.keys.filter { !preferredKeys.contains($0) }.sorted()
    }

    /// The keys of flow mappings the documentation writes first, in its order.
    private static let preferredKeys = [
        "systemName", "pointSize", "name", "size", "weight", "scale", "textStyle", "top", "left", "bottom", "right", "width",
        "height",
    ]
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

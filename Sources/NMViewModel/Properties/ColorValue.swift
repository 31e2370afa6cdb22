/// A colour as the schema's Color defines it: `#RRGGBB` or `#RRGGBBAA` in hexadecimal, or the name
/// of a UIKit colour.
public enum ColorValue: Sendable, Hashable {
    /// A colour written in hexadecimal, each component from 0 to 1; alpha is 1 for `#RRGGBB`.
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    /// A UIKit colour by name; the system ones adapt to light and dark mode, so they have no
    /// components until a trait collection picks them.
    case named(ColorName)

    /// The colour `text` writes, or nil when it is neither a hexadecimal colour nor a colour name.
    public init?(_ text: String) {
        guard text.hasPrefix("#") else {
            guard let name = ColorName(rawValue: text) else { return nil }
            self = .named(name)
            return
        }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var components: [Double] = []
        for start in stride(from: 0, to: digits.count, by: 2) {
            // Digit by digit, because UInt8(_:radix:) would also take a sign.
            guard let high = Self.hexDigit(digits[start]), let low = Self.hexDigit(digits[start + 1]) else { return nil }
            components.append(Double(high * 16 + low) / 255)
        }
        self = .rgba(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1)
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

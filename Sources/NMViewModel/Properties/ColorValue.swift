/// A colour as the schema's Color defines it: `#RRGGBB` or `#RRGGBBAA` in hexadecimal, the name
/// of a UIKit colour, the name of a colour set in the app's asset catalog, or a light and a dark
/// colour of those forms.
public indirect enum ColorValue: Sendable, Hashable {
    /// A colour written in hexadecimal, each component from 0 to 1; alpha is 1 for `#RRGGBB`.
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    /// A UIKit colour by name; the system ones adapt to light and dark mode, so they have no
    /// components until a trait collection picks them.
    case named(ColorName)
    /// A colour set of the app's asset catalog by name (`UIColor(named:in:compatibleWith:)`); its
    /// components are the catalog's, which only tools that read the catalog know.
    case asset(String)
    /// One colour in the light appearance (and where it is unspecified), another in the dark;
    /// neither side is a pair itself.
    case appearances(light: ColorValue, dark: ColorValue)

    /// The colour `text` writes: a hexadecimal colour, else a UIKit colour name, else the name of
    /// an asset colour, which starts with an ASCII letter, digit or `_` as the schema says; nil
    /// for anything else.
    public init?(_ text: String) {
        guard text.hasPrefix("#") else {
            if let name = ColorName(rawValue: text) {
                self = .named(name)
            } else if let first = text.utf8.first, Self.startsAssetName(first) {
                self = .asset(text)
            } else {
                return nil
            }
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

    /// The colour `value` writes: text as ``init(_:)-(String)`` reads it, or a mapping of `light`
    /// and `dark`, each text; nil for anything else.
    public init?(_ value: PropertyValue) {
        switch value {
        case .string(let text):
            self.init(text)
        case .object:
            guard let fields = value.fields(["light", "dark"]),
                let light = fields["light"]?.stringValue.flatMap(ColorValue.init),
                let dark = fields["dark"]?.stringValue.flatMap(ColorValue.init)
            else { return nil }
            self = .appearances(light: light, dark: dark)
        case .number, .bool, .list:
            return nil
        }
    }

    /// The asset colour names this colour uses, in the order written.
    public var assetNames: [String] {
        switch self {
        case .rgba, .named: []
        case .asset(let name): [name]
        case .appearances(let light, let dark): light.assetNames + dark.assetNames
        }
    }

    private static func startsAssetName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
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

/// A colour as tools compute with it: red, green and blue in sRGB and an alpha, each from 0 to 1
/// (wider for an extended-range colour from an asset catalog, which the preview clamps).
public struct RGBAColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` and an alpha.
    public init(_ rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// `#RRGGBB`, upper case, each component clamped to 0...1 and rounded to a byte; alpha left out.
    public var hexRGB: String {
        "#" + [red, green, blue].map(Self.hexByte).joined()
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque: how a layout file writes it.
    public var hex: String {
        Self.byte(alpha) == 255 ? hexRGB : hexRGB + Self.hexByte(alpha)
    }

    /// This colour painted over `background` (source-over compositing); opaque when the
    /// background is.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
        }
        return RGBAColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: alpha)
    }

    /// This colour with its components clamped to 0...1.
    public var clamped: RGBAColor {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    private static func byte(_ component: Double) -> Int {
        Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
    }

    private static func hexByte(_ component: Double) -> String {
        let text = String(byte(component), radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}

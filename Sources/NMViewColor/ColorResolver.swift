import NMViewModel

/// Turns a layout's colour into the sRGB value a device would show in an appearance: hexadecimal
/// as written, UIKit's names from ``SystemColors``, asset colours from the catalogs read. What
/// the preview draws and what lint's contrast rule measures both come from here.
public struct ColorResolver: Sendable, Hashable {
    /// The asset colours layouts may name.
    public let assets: AssetColors

    /// A resolver over `assets`.
    public init(assets: AssetColors = .none) {
        self.assets = assets
    }

    /// The value of `color` in `appearance`; nil for an asset colour no catalog has.
    public func resolve(_ color: ColorValue, _ appearance: Appearance, highContrast: Bool = false) -> RGBAColor? {
        switch color {
        case .rgba(let red, let green, let blue, let alpha):
            RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        case .named(let name):
            SystemColors.color(name, appearance)
        case .asset(let name):
            assets[name]?.color(appearance, highContrast: highContrast)
        case .appearances(let light, let dark):
            resolve(appearance == .dark ? dark : light, appearance, highContrast: highContrast)
        }
    }
}

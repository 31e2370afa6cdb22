import NMViewColor
import NMViewModel

/// A colour's values as completion and hover show them: `#431CBB / #8A6CF0`, light then dark.
enum ColorDescription {
    /// `#LIGHT / #DARK`, or one value when both appearances have the same.
    static func values(_ color: AssetColor) -> String {
        pair(color.color(.light), color.color(.dark))
    }

    /// `#LIGHT / #DARK`, or one value when they are the same.
    static func pair(_ light: RGBAColor, _ dark: RGBAColor) -> String {
        light.hex == dark.hex ? light.hex : "\(light.hex) / \(dark.hex)"
    }

    /// The Markdown a hover shows for the colour `text` writes: its light and dark values, and for
    /// an asset colour the set's file, or why the catalogs do not give it; nil for a text that
    /// is not a colour name.
    static func markdown(_ text: String, resolver: ColorResolver) -> String? {
        guard let color = ColorValue(text) else { return nil }
        switch color {
        case .rgba, .appearances:
            return nil
        case .named:
            guard let light = resolver.resolve(color, .light), let dark = resolver.resolve(color, .dark) else { return nil }
            return "`\(text)`: light `\(light.hex)`, dark `\(dark.hex)`"
        case .asset(let name):
            let assets = resolver.assets
            if let set = assets[name] {
                var lines = ["Colour set `\(name)`: light `\(set.light.hex)`, dark `\(set.color(.dark).hex)`"]
                if set.highContrastLight != nil || set.highContrastDark != nil {
                    let high = pair(set.color(.light, highContrast: true), set.color(.dark, highContrast: true))
                    lines.append("High contrast: `\(high)`")
                }
                lines.append("In `\(set.file)`")
                return lines.joined(separator: "\n\n")
            }
            if let reason = assets.unreadable[name] { return "Colour set `\(name)` cannot be read: \(reason)" }
            let catalogs = assets.catalogs.map { "`\($0)`" }.joined(separator: ", ")
            let places = assets.catalogs.isEmpty ? "no asset catalog was found" : "not in \(catalogs)"
            return "No colour set named `\(name)`: \(places)"
        }
    }
}

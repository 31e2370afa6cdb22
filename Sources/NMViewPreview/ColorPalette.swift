import NMViewModel

/// Colours as the preview draws them: `#RRGGBB` and `#RRGGBBAA` as written, UIKit's named
/// colours as their light-mode values (iOS 17).
enum ColorPalette {
    /// An SVG fill for a layout colour, with its opacity; `nil` for none or an unknown name.
    static func svg(_ value: PropertyValue?) -> (fill: String, opacity: Double)? {
        guard let text = value?.stringValue else { return nil }
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit) else { return nil }
            let rgb = "#" + hex.prefix(6).uppercased()
            let alpha = hex.count == 8 ? Double(Int(hex.suffix(2), radix: 16) ?? 255) / 255 : 1
            return (rgb, alpha)
        }
        if text == "clear" { return nil }
        guard let named = named[text] else { return nil }
        return (named.0, named.1)
    }

    static let named: [String: (String, Double)] = [
        "black": ("#000000", 1), "white": ("#FFFFFF", 1), "gray": ("#808080", 1), "darkGray": ("#555555", 1),
        "lightGray": ("#AAAAAA", 1), "red": ("#FF0000", 1), "green": ("#00FF00", 1), "blue": ("#0000FF", 1),
        "cyan": ("#00FFFF", 1), "yellow": ("#FFFF00", 1), "magenta": ("#FF00FF", 1), "orange": ("#FF8000", 1),
        "purple": ("#800080", 1), "brown": ("#996633", 1),
        "systemRed": ("#FF3B30", 1), "systemGreen": ("#34C759", 1), "systemBlue": ("#007AFF", 1),
        "systemOrange": ("#FF9500", 1), "systemYellow": ("#FFCC00", 1), "systemPink": ("#FF2D55", 1),
        "systemPurple": ("#AF52DE", 1), "systemTeal": ("#30B0C7", 1), "systemIndigo": ("#5856D6", 1),
        "systemMint": ("#00C7BE", 1), "systemCyan": ("#32ADE6", 1), "systemBrown": ("#A2845E", 1),
        "systemGray": ("#8E8E93", 1), "systemGray2": ("#AEAEB2", 1), "systemGray3": ("#C7C7CC", 1),
        "systemGray4": ("#D1D1D6", 1), "systemGray5": ("#E5E5EA", 1), "systemGray6": ("#F2F2F7", 1),
        "label": ("#000000", 1), "secondaryLabel": ("#3C3C43", 0.6), "tertiaryLabel": ("#3C3C43", 0.3),
        "quaternaryLabel": ("#3C3C43", 0.18), "systemBackground": ("#FFFFFF", 1),
        "secondarySystemBackground": ("#F2F2F7", 1), "tertiarySystemBackground": ("#FFFFFF", 1),
        "systemGroupedBackground": ("#F2F2F7", 1), "secondarySystemGroupedBackground": ("#FFFFFF", 1),
        "tertiarySystemGroupedBackground": ("#F2F2F7", 1), "systemFill": ("#787880", 0.2),
        "secondarySystemFill": ("#787880", 0.16), "tertiarySystemFill": ("#767680", 0.12),
        "quaternarySystemFill": ("#747480", 0.08), "placeholderText": ("#3C3C43", 0.3),
        "separator": ("#3C3C43", 0.29), "opaqueSeparator": ("#C6C6C8", 1), "link": ("#007AFF", 1),
        "tintColor": ("#007AFF", 1),
    ]
}

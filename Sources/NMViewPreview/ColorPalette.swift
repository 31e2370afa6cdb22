import NMViewModel

/// Colours as the preview draws them: `#RRGGBB` and `#RRGGBBAA` as written, UIKit's named
/// colours as their values (iOS 17) in the appearance drawn.
enum ColorPalette {
    /// The colour a layout value writes in `appearance`; `nil` when it is not a colour.
    static func svg(_ value: PropertyValue?, _ appearance: Appearance = .light) -> SVGColor? {
        switch value?.colorValue {
        case .rgba(let red, let green, let blue, let alpha)?:
            SVGColor("#" + hex(red) + hex(green) + hex(blue), alpha)
        case .named(let name)?:
            named(name, appearance)
        case nil:
            nil
        }
    }

    /// Two upper-case hexadecimal digits for a component from 0 to 1.
    private static func hex(_ component: Double) -> String {
        let byte = String(Int((min(max(component, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
        return byte.count == 1 ? "0" + byte : byte
    }

    /// A named colour's value in `appearance`.
    static func named(_ name: ColorName, _ appearance: Appearance) -> SVGColor {
        appearance == .dark ? dark(name) ?? named(name) : named(name)
    }

    /// A named colour's light-mode value. Exhaustive, so a colour name added to the format fails
    /// the build here until it has a value.
    static func named(_ name: ColorName) -> SVGColor {
        switch name {
        case .clear: SVGColor("#000000", 0)
        case .black: SVGColor("#000000")
        case .white: SVGColor("#FFFFFF")
        case .gray: SVGColor("#808080")
        case .darkGray: SVGColor("#555555")
        case .lightGray: SVGColor("#AAAAAA")
        case .red: SVGColor("#FF0000")
        case .green: SVGColor("#00FF00")
        case .blue: SVGColor("#0000FF")
        case .cyan: SVGColor("#00FFFF")
        case .yellow: SVGColor("#FFFF00")
        case .magenta: SVGColor("#FF00FF")
        case .orange: SVGColor("#FF8000")
        case .purple: SVGColor("#800080")
        case .brown: SVGColor("#996633")
        case .systemRed: SVGColor("#FF3B30")
        case .systemGreen: SVGColor("#34C759")
        case .systemBlue: SVGColor("#007AFF")
        case .systemOrange: SVGColor("#FF9500")
        case .systemYellow: SVGColor("#FFCC00")
        case .systemPink: SVGColor("#FF2D55")
        case .systemPurple: SVGColor("#AF52DE")
        case .systemTeal: SVGColor("#30B0C7")
        case .systemIndigo: SVGColor("#5856D6")
        case .systemMint: SVGColor("#00C7BE")
        case .systemCyan: SVGColor("#32ADE6")
        case .systemBrown: SVGColor("#A2845E")
        case .systemGray: SVGColor("#8E8E93")
        case .systemGray2: SVGColor("#AEAEB2")
        case .systemGray3: SVGColor("#C7C7CC")
        case .systemGray4: SVGColor("#D1D1D6")
        case .systemGray5: SVGColor("#E5E5EA")
        case .systemGray6: SVGColor("#F2F2F7")
        case .label: SVGColor("#000000")
        case .secondaryLabel: SVGColor("#3C3C43", 0.6)
        case .tertiaryLabel: SVGColor("#3C3C43", 0.3)
        case .quaternaryLabel: SVGColor("#3C3C43", 0.18)
        case .systemBackground: SVGColor("#FFFFFF")
        case .secondarySystemBackground: SVGColor("#F2F2F7")
        case .tertiarySystemBackground: SVGColor("#FFFFFF")
        case .systemGroupedBackground: SVGColor("#F2F2F7")
        case .secondarySystemGroupedBackground: SVGColor("#FFFFFF")
        case .tertiarySystemGroupedBackground: SVGColor("#F2F2F7")
        case .systemFill: SVGColor("#787880", 0.2)
        case .secondarySystemFill: SVGColor("#787880", 0.16)
        case .tertiarySystemFill: SVGColor("#767680", 0.12)
        case .quaternarySystemFill: SVGColor("#747480", 0.08)
        case .placeholderText: SVGColor("#3C3C43", 0.3)
        case .separator: SVGColor("#3C3C43", 0.29)
        case .opaqueSeparator: SVGColor("#C6C6C8")
        case .link: SVGColor("#007AFF")
        case .tintColor: SVGColor("#007AFF")
        }
    }
}

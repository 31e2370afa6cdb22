import NMViewModel

/// UIKit's named colours as tools draw and measure them: each colour's value in the light
/// appearance (iOS 17), and in the dark one where it differs. The device uses UIKit's own objects;
/// these are for the preview and for lint's contrast rule, which must agree with each other.
public enum SystemColors {
    /// A named colour's value in `appearance`.
    public static func color(_ name: ColorName, _ appearance: Appearance) -> RGBAColor {
        appearance == .dark ? dark(name) ?? light(name) : light(name)
    }

    /// A named colour's light-mode value. Exhaustive, so a colour name added to the format fails
    /// the build here until it has a value.
    public static func light(_ name: ColorName) -> RGBAColor {
        switch name {
        case .clear: RGBAColor(0x000000, alpha: 0)
        case .black: RGBAColor(0x000000)
        case .white: RGBAColor(0xFFFFFF)
        case .gray: RGBAColor(0x808080)
        case .darkGray: RGBAColor(0x555555)
        case .lightGray: RGBAColor(0xAAAAAA)
        case .red: RGBAColor(0xFF0000)
        case .green: RGBAColor(0x00FF00)
        case .blue: RGBAColor(0x0000FF)
        case .cyan: RGBAColor(0x00FFFF)
        case .yellow: RGBAColor(0xFFFF00)
        case .magenta: RGBAColor(0xFF00FF)
        case .orange: RGBAColor(0xFF8000)
        case .purple: RGBAColor(0x800080)
        case .brown: RGBAColor(0x996633)
        case .systemRed: RGBAColor(0xFF3B30)
        case .systemGreen: RGBAColor(0x34C759)
        case .systemBlue: RGBAColor(0x007AFF)
        case .systemOrange: RGBAColor(0xFF9500)
        case .systemYellow: RGBAColor(0xFFCC00)
        case .systemPink: RGBAColor(0xFF2D55)
        case .systemPurple: RGBAColor(0xAF52DE)
        case .systemTeal: RGBAColor(0x30B0C7)
        case .systemIndigo: RGBAColor(0x5856D6)
        case .systemMint: RGBAColor(0x00C7BE)
        case .systemCyan: RGBAColor(0x32ADE6)
        case .systemBrown: RGBAColor(0xA2845E)
        case .systemGray: RGBAColor(0x8E8E93)
        case .systemGray2: RGBAColor(0xAEAEB2)
        case .systemGray3: RGBAColor(0xC7C7CC)
        case .systemGray4: RGBAColor(0xD1D1D6)
        case .systemGray5: RGBAColor(0xE5E5EA)
        case .systemGray6: RGBAColor(0xF2F2F7)
        case .label: RGBAColor(0x000000)
        case .secondaryLabel: RGBAColor(0x3C3C43, alpha: 0.6)
        case .tertiaryLabel: RGBAColor(0x3C3C43, alpha: 0.3)
        case .quaternaryLabel: RGBAColor(0x3C3C43, alpha: 0.18)
        case .systemBackground: RGBAColor(0xFFFFFF)
        case .secondarySystemBackground: RGBAColor(0xF2F2F7)
        case .tertiarySystemBackground: RGBAColor(0xFFFFFF)
        case .systemGroupedBackground: RGBAColor(0xF2F2F7)
        case .secondarySystemGroupedBackground: RGBAColor(0xFFFFFF)
        case .tertiarySystemGroupedBackground: RGBAColor(0xF2F2F7)
        case .systemFill: RGBAColor(0x787880, alpha: 0.2)
        case .secondarySystemFill: RGBAColor(0x787880, alpha: 0.16)
        case .tertiarySystemFill: RGBAColor(0x767680, alpha: 0.12)
        case .quaternarySystemFill: RGBAColor(0x747480, alpha: 0.08)
        case .placeholderText: RGBAColor(0x3C3C43, alpha: 0.3)
        case .separator: RGBAColor(0x3C3C43, alpha: 0.29)
        case .opaqueSeparator: RGBAColor(0xC6C6C8)
        case .link: RGBAColor(0x007AFF)
        case .tintColor: RGBAColor(0x007AFF)
        }
    }

    /// A named colour's dark-mode value (iOS 17), or nil for a colour that is the same in both
    /// appearances. Exhaustive, so a colour added to the format is decided here too.
    public static func dark(_ name: ColorName) -> RGBAColor? {
        switch name {
        case .clear, .black, .white, .gray, .darkGray, .lightGray, .red, .green, .blue, .cyan, .yellow, .magenta,
            .orange, .purple, .brown, .systemGray:
            nil
        case .systemRed: RGBAColor(0xFF453A)
        case .systemGreen: RGBAColor(0x30D158)
        case .systemBlue, .tintColor: RGBAColor(0x0A84FF)
        case .systemOrange: RGBAColor(0xFF9F0A)
        case .systemYellow: RGBAColor(0xFFD60A)
        case .systemPink: RGBAColor(0xFF375F)
        case .systemPurple: RGBAColor(0xBF5AF2)
        case .systemTeal: RGBAColor(0x40CBE0)
        case .systemIndigo: RGBAColor(0x5E5CE6)
        case .systemMint: RGBAColor(0x63E6E2)
        case .systemCyan: RGBAColor(0x64D2FF)
        case .systemBrown: RGBAColor(0xAC8E68)
        case .systemGray2: RGBAColor(0x636366)
        case .systemGray3: RGBAColor(0x48484A)
        case .systemGray4: RGBAColor(0x3A3A3C)
        case .systemGray5: RGBAColor(0x2C2C2E)
        case .systemGray6: RGBAColor(0x1C1C1E)
        case .label: RGBAColor(0xFFFFFF)
        case .secondaryLabel: RGBAColor(0xEBEBF5, alpha: 0.6)
        case .tertiaryLabel, .placeholderText: RGBAColor(0xEBEBF5, alpha: 0.3)
        case .quaternaryLabel: RGBAColor(0xEBEBF5, alpha: 0.16)
        case .systemBackground, .systemGroupedBackground: RGBAColor(0x000000)
        case .secondarySystemBackground, .secondarySystemGroupedBackground: RGBAColor(0x1C1C1E)
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: RGBAColor(0x2C2C2E)
        case .systemFill: RGBAColor(0x787880, alpha: 0.36)
        case .secondarySystemFill: RGBAColor(0x787880, alpha: 0.32)
        case .tertiarySystemFill: RGBAColor(0x767680, alpha: 0.24)
        case .quaternarySystemFill: RGBAColor(0x767680, alpha: 0.18)
        case .separator: RGBAColor(0x545458, alpha: 0.6)
        case .opaqueSeparator: RGBAColor(0x38383A)
        case .link: RGBAColor(0x0984FF)
        }
    }
}

/// Every colour UIColor names, each declared once: the class properties read from here, and
/// `UIColor.perform(_:)` finds them here by their Objective-C getter (`"systemBlueColor"`).
///
/// The system and semantic colours are dynamic, with Apple's published values (RRGGBBAA): the
/// system colours from the Human Interface Guidelines' colour table for iOS 15 to 18 (iOS 26
/// changed several), the semantic colours as dumped from iOS 13 devices. They were not read from a
/// device here.
enum ColorCatalog {
    static let black = UIColor(named: "blackColor", RGBA(red: 0.0, green: 0.0, blue: 0.0, alpha: 1), isGray: true)
    static let darkGray = UIColor(named: "darkGrayColor", RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1), isGray: true)
    static let lightGray = UIColor(named: "lightGrayColor", RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1), isGray: true)
    static let white = UIColor(named: "whiteColor", RGBA(red: 1.0, green: 1.0, blue: 1.0, alpha: 1), isGray: true)
    static let gray = UIColor(named: "grayColor", RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), isGray: true)
    static let red = UIColor(named: "redColor", RGBA(red: 1, green: 0, blue: 0, alpha: 1), isGray: false)
    static let green = UIColor(named: "greenColor", RGBA(red: 0, green: 1, blue: 0, alpha: 1), isGray: false)
    static let blue = UIColor(named: "blueColor", RGBA(red: 0, green: 0, blue: 1, alpha: 1), isGray: false)
    static let cyan = UIColor(named: "cyanColor", RGBA(red: 0, green: 1, blue: 1, alpha: 1), isGray: false)
    static let yellow = UIColor(named: "yellowColor", RGBA(red: 1, green: 1, blue: 0, alpha: 1), isGray: false)
    static let magenta = UIColor(named: "magentaColor", RGBA(red: 1, green: 0, blue: 1, alpha: 1), isGray: false)
    static let orange = UIColor(named: "orangeColor", RGBA(red: 1, green: 0.5, blue: 0, alpha: 1), isGray: false)
    static let purple = UIColor(named: "purpleColor", RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1), isGray: false)
    static let brown = UIColor(named: "brownColor", RGBA(red: 0.6, green: 0.4, blue: 0.2, alpha: 1), isGray: false)
    static let clear = UIColor(named: "clearColor", RGBA(red: 0, green: 0, blue: 0, alpha: 0), isGray: true)
    static let systemRed = UIColor(system: "systemRedColor", light: 0xFF3B30FF, dark: 0xFF453AFF)
    static let systemGreen = UIColor(system: "systemGreenColor", light: 0x34C759FF, dark: 0x30D158FF)
    static let systemBlue = UIColor(system: "systemBlueColor", light: 0x007AFFFF, dark: 0x0A84FFFF)
    static let systemOrange = UIColor(system: "systemOrangeColor", light: 0xFF9500FF, dark: 0xFF9F0AFF)
    static let systemYellow = UIColor(system: "systemYellowColor", light: 0xFFCC00FF, dark: 0xFFD60AFF)
    static let systemPink = UIColor(system: "systemPinkColor", light: 0xFF2D55FF, dark: 0xFF375FFF)
    static let systemPurple = UIColor(system: "systemPurpleColor", light: 0xAF52DEFF, dark: 0xBF5AF2FF)
    static let systemTeal = UIColor(system: "systemTealColor", light: 0x30B0C7FF, dark: 0x40C8E0FF)
    static let systemIndigo = UIColor(system: "systemIndigoColor", light: 0x5856D6FF, dark: 0x5E5CE6FF)
    static let systemMint = UIColor(system: "systemMintColor", light: 0x00C7BEFF, dark: 0x63E6E2FF)
    static let systemCyan = UIColor(system: "systemCyanColor", light: 0x32ADE6FF, dark: 0x64D2FFFF)
    static let systemBrown = UIColor(system: "systemBrownColor", light: 0xA2845EFF, dark: 0xAC8E68FF)
    static let systemGray = UIColor(system: "systemGrayColor", light: 0x8E8E93FF, dark: 0x8E8E93FF)
    static let systemGray2 = UIColor(system: "systemGray2Color", light: 0xAEAEB2FF, dark: 0x636366FF)
    static let systemGray3 = UIColor(system: "systemGray3Color", light: 0xC7C7CCFF, dark: 0x48484AFF)
    static let systemGray4 = UIColor(system: "systemGray4Color", light: 0xD1D1D6FF, dark: 0x3A3A3CFF)
    static let systemGray5 = UIColor(system: "systemGray5Color", light: 0xE5E5EAFF, dark: 0x2C2C2EFF)
    static let systemGray6 = UIColor(system: "systemGray6Color", light: 0xF2F2F7FF, dark: 0x1C1C1EFF)
    static let label = UIColor(system: "labelColor", light: 0x000000FF, dark: 0xFFFFFFFF)
    static let secondaryLabel = UIColor(system: "secondaryLabelColor", light: 0x3C3C4399, dark: 0xEBEBF599)
    static let tertiaryLabel = UIColor(system: "tertiaryLabelColor", light: 0x3C3C434C, dark: 0xEBEBF54C)
    static let quaternaryLabel = UIColor(system: "quaternaryLabelColor", light: 0x3C3C432D, dark: 0xEBEBF52D)
    static let systemFill = UIColor(system: "systemFillColor", light: 0x78788033, dark: 0x7878805B)
    static let secondarySystemFill = UIColor(system: "secondarySystemFillColor", light: 0x78788028, dark: 0x78788051)
    static let tertiarySystemFill = UIColor(system: "tertiarySystemFillColor", light: 0x7676801E, dark: 0x7676803D)
    static let quaternarySystemFill = UIColor(system: "quaternarySystemFillColor", light: 0x74748014, dark: 0x7676802D)
    static let placeholderText = UIColor(system: "placeholderTextColor", light: 0x3C3C434C, dark: 0xEBEBF54C)
    static let systemBackground = UIColor(system: "systemBackgroundColor", light: 0xFFFFFFFF, dark: 0x000000FF)
    static let secondarySystemBackground = UIColor(system: "secondarySystemBackgroundColor", light: 0xF2F2F7FF, dark: 0x1C1C1EFF)
    static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackgroundColor", light: 0xFFFFFFFF, dark: 0x2C2C2EFF)
    static let systemGroupedBackground = UIColor(system: "systemGroupedBackgroundColor", light: 0xF2F2F7FF, dark: 0x000000FF)
    static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackgroundColor", light: 0xFFFFFFFF, dark: 0x1C1C1EFF)
    static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackgroundColor", light: 0xF2F2F7FF, dark: 0x2C2C2EFF)
    static let separator = UIColor(system: "separatorColor", light: 0x3C3C4349, dark: 0x54545899)
    static let opaqueSeparator = UIColor(system: "opaqueSeparatorColor", light: 0xC6C6C8FF, dark: 0x38383AFF)
    static let link = UIColor(system: "linkColor", light: 0x007AFFFF, dark: 0x0984FFFF)
    /// The default tint: resolves as systemBlue until a view sets its own tint.
    static let tintColor = UIColor(system: "tintColor", light: 0x007AFFFF, dark: 0x0A84FFFF)

    /// Every named colour by its Objective-C getter.
    static let byGetter: [String: UIColor] = Dictionary(
        uniqueKeysWithValues: [
            black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple,
            brown, clear, systemRed, systemGreen, systemBlue, systemOrange, systemYellow, systemPink,
            systemPurple, systemTeal, systemIndigo, systemMint, systemCyan, systemBrown, systemGray,
            systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, label, secondaryLabel,
            tertiaryLabel, quaternaryLabel, systemFill, secondarySystemFill, tertiarySystemFill,
            quaternarySystemFill, placeholderText, systemBackground, secondarySystemBackground,
            tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground,
            tertiarySystemGroupedBackground, separator, opaqueSeparator, link, tintColor,
        ].compactMap { color in color.catalogName.map { ($0, color) } })
}

import Testing
import UIKit

/// Colours: the system and semantic colours are dynamic, with Apple's light and dark values;
/// colours compare equal by name or by components.
@Suite(.interfaceCheck) struct ColorTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The components of `0xRRGGBBAA`.
    static func components(_ hex: UInt32) -> [CGFloat] {
        [24, 16, 8, 0].map { CGFloat((hex >> $0) & 0xFF) / 255 }
    }

    /// Every dynamic colour, its light and its dark value.
    static let dynamicColors: [(String, UIColor, UInt32, UInt32)] = [
        ("systemRed", .systemRed, 0xFF3B30FF, 0xFF453AFF), ("systemGreen", .systemGreen, 0x34C759FF, 0x30D158FF),
        ("systemBlue", .systemBlue, 0x007AFFFF, 0x0A84FFFF), ("systemOrange", .systemOrange, 0xFF9500FF, 0xFF9F0AFF),
        ("systemYellow", .systemYellow, 0xFFCC00FF, 0xFFD60AFF), ("systemPink", .systemPink, 0xFF2D55FF, 0xFF375FFF),
        ("systemPurple", .systemPurple, 0xAF52DEFF, 0xBF5AF2FF), ("systemTeal", .systemTeal, 0x30B0C7FF, 0x40C8E0FF),
        ("systemIndigo", .systemIndigo, 0x5856D6FF, 0x5E5CE6FF), ("systemMint", .systemMint, 0x00C7BEFF, 0x63E6E2FF),
        ("systemCyan", .systemCyan, 0x32ADE6FF, 0x64D2FFFF), ("systemBrown", .systemBrown, 0xA2845EFF, 0xAC8E68FF),
        ("systemGray", .systemGray, 0x8E8E93FF, 0x8E8E93FF), ("systemGray2", .systemGray2, 0xAEAEB2FF, 0x636366FF),
        ("systemGray3", .systemGray3, 0xC7C7CCFF, 0x48484AFF), ("systemGray4", .systemGray4, 0xD1D1D6FF, 0x3A3A3CFF),
        ("systemGray5", .systemGray5, 0xE5E5EAFF, 0x2C2C2EFF), ("systemGray6", .systemGray6, 0xF2F2F7FF, 0x1C1C1EFF),
        ("label", .label, 0x000000FF, 0xFFFFFFFF), ("secondaryLabel", .secondaryLabel, 0x3C3C4399, 0xEBEBF599),
        ("tertiaryLabel", .tertiaryLabel, 0x3C3C434C, 0xEBEBF54C),
        ("quaternaryLabel", .quaternaryLabel, 0x3C3C432D, 0xEBEBF52D),
        ("systemFill", .systemFill, 0x78788033, 0x7878805B),
        ("secondarySystemFill", .secondarySystemFill, 0x78788028, 0x78788051),
        ("tertiarySystemFill", .tertiarySystemFill, 0x7676801E, 0x7676803D),
        ("quaternarySystemFill", .quaternarySystemFill, 0x74748014, 0x7676802D),
        ("placeholderText", .placeholderText, 0x3C3C434C, 0xEBEBF54C),
        ("systemBackground", .systemBackground, 0xFFFFFFFF, 0x000000FF),
        ("secondarySystemBackground", .secondarySystemBackground, 0xF2F2F7FF, 0x1C1C1EFF),
        ("tertiarySystemBackground", .tertiarySystemBackground, 0xFFFFFFFF, 0x2C2C2EFF),
        ("systemGroupedBackground", .systemGroupedBackground, 0xF2F2F7FF, 0x000000FF),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, 0xFFFFFFFF, 0x1C1C1EFF),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, 0xF2F2F7FF, 0x2C2C2EFF),
        ("separator", .separator, 0x3C3C4349, 0x54545899), ("opaqueSeparator", .opaqueSeparator, 0xC6C6C8FF, 0x38383AFF),
        ("link", .link, 0x007AFFFF, 0x0984FFFF), ("tintColor", .tintColor, 0x007AFFFF, 0x0A84FFFF),
    ]

    /// The standard colours, the same in either appearance.
    static let standardColors: [(String, UIColor, [CGFloat])] = [
        ("clear", .clear, [0, 0]), ("black", .black, [0, 1]), ("white", .white, [1, 1]), ("gray", .gray, [0.5, 1]),
        ("darkGray", .darkGray, [1.0 / 3, 1]), ("lightGray", .lightGray, [2.0 / 3, 1]), ("red", .red, [1, 0, 0, 1]),
        ("green", .green, [0, 1, 0, 1]), ("blue", .blue, [0, 0, 1, 1]), ("cyan", .cyan, [0, 1, 1, 1]),
        ("yellow", .yellow, [1, 1, 0, 1]), ("magenta", .magenta, [1, 0, 1, 1]), ("orange", .orange, [1, 0.5, 0, 1]),
        ("purple", .purple, [0.5, 0, 0.5, 1]), ("brown", .brown, [0.6, 0.4, 0.2, 1]),
    ]

    @Test(arguments: 0..<dynamicColors.count)
    func aSystemColourResolvesToAppleValuesInLightAndDark(_ index: Int) {
        let (name, color, light, dark) = Self.dynamicColors[index]
        #expect(color.resolvedColor(with: Self.light).cgColor.components == Self.components(light), "\(name) light")
        #expect(color.resolvedColor(with: Self.dark).cgColor.components == Self.components(dark), "\(name) dark")
        // An unspecified appearance resolves as light, as the SDK's system colours do.
        #expect(color.resolvedColor(with: UITraitCollection()).cgColor.components == Self.components(light))
    }

    @Test(arguments: 0..<standardColors.count)
    func aStandardColourIsTheSameInDark(_ index: Int) {
        let (name, color, components) = Self.standardColors[index]
        #expect(color.resolvedColor(with: Self.dark).cgColor.components == components, "\(name)")
        #expect(color.resolvedColor(with: Self.dark) === color)
    }

    /// Every colour UIColor names is found by its Objective-C getter, as the adapter looks them up.
    @Test(arguments: 0..<(dynamicColors.count + standardColors.count))
    func aNamedColourIsFoundByItsGetter(_ index: Int) throws {
        let (name, color) = index < Self.dynamicColors.count
            ? (Self.dynamicColors[index].0, Self.dynamicColors[index].1)
            : (Self.standardColors[index - Self.dynamicColors.count].0, Self.standardColors[index - Self.dynamicColors.count].1)
        let selector = NSSelectorFromString(name == "tintColor" ? name : name + "Color")
        #expect(UIColor.responds(to: selector))
        let found = try #require(UIColor.perform(selector)?.takeUnretainedValue() as? UIColor)
        #expect(found == color)
    }

    @Test func anUnknownGetterIsNotAColour() {
        let log = InterfaceLog()
        InterfaceRecorder.$log.withValue(log) {
            #expect(!UIColor.responds(to: NSSelectorFromString("mauveColor")))
            #expect(UIColor.perform(NSSelectorFromString("mauveColor")) == nil)
        }
        #expect(log.unrecognizedSelectors.map(\.description) == ["-[UIColor mauveColor]: unrecognized selector sent to instance"])
    }

    @Test func coloursAreEqualByNameOrByComponents() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor.link)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1) == UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1))
        #expect(UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1) != UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5))
        // A dynamic colour never equals a fixed one, even one of its own values.
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.hash == UIColor.systemBlue.hash)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func aColourFromABlockResolvesPerAppearance() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: Self.dark) == UIColor.white)
        #expect(color.resolvedColor(with: Self.light) == UIColor.black)
        #expect(color.withAlphaComponent(0.5).resolvedColor(with: Self.dark) == UIColor(white: 1, alpha: 0.5))
    }

    /// `cgColor` resolves for `UITraitCollection.current`, as in the SDK.
    @MainActor @Test func cgColorFollowsTheCurrentTraits() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = Self.dark
        #expect(UIColor.label.cgColor.components == [1, 1, 1, 1])
        UITraitCollection.current = Self.light
        #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
    }

    @Test func traitCollectionsDifferInColourAppearanceByStyle() {
        #expect(Self.light.hasDifferentColorAppearance(comparedTo: Self.dark))
        #expect(!Self.dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(Self.dark.hasDifferentColorAppearance(comparedTo: nil))
    }
}

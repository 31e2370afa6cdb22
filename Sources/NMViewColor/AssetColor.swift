/// One colour set of an asset catalog (`Name.colorset/Contents.json`), as the device would resolve
/// it: the universal entry's value for each appearance the set has, in sRGB.
public struct AssetColor: Sendable, Hashable {
    /// The name a layout writes: the set's folder name without `.colorset`, behind the names of
    /// the enclosing folders that provide a namespace (`Brand/Primary`).
    public let name: String
    /// The entry without an appearance: light, and any appearance the set does not have.
    public var light: RGBAColor
    /// The entry for the dark appearance, if the set has one.
    public var dark: RGBAColor?
    /// The entry for high contrast in the light appearance, if any.
    public var highContrastLight: RGBAColor?
    /// The entry for high contrast in the dark appearance, if any.
    public var highContrastDark: RGBAColor?
    /// The path of the set's `Contents.json`.
    public let file: String

    /// A colour set.
    public init(
        name: String, light: RGBAColor, dark: RGBAColor? = nil, highContrastLight: RGBAColor? = nil,
        highContrastDark: RGBAColor? = nil, file: String
    ) {
        self.name = name
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
        self.file = file
    }

    /// The value in `appearance`, with high contrast on or off, falling back as UIKit does: to
    /// the same appearance without high contrast, then to the light entry.
    public func color(_ appearance: Appearance, highContrast: Bool = false) -> RGBAColor {
        switch appearance {
        case .light: (highContrast ? highContrastLight : nil) ?? light
        case .dark: (highContrast ? highContrastDark : nil) ?? dark ?? light
        }
    }
}

/// What a colour is made of: fixed components, a system colour's light and dark values, an asset
/// catalog's colour set, or a block that works out a colour for each trait collection.
enum ColorAppearance {
    case fixed(RGBA, isGray: Bool)
    case system(light: RGBA, dark: RGBA)
    case asset(AssetColorSet)
    case provider((UITraitCollection) -> UIColor)

    /// The components for `traits`, and whether they are a grey's. Unspecified appearance
    /// resolves as light, as the SDK's system colours do.
    func resolved(for traits: UITraitCollection) -> (rgba: RGBA, isGray: Bool) {
        switch self {
        case let .fixed(rgba, isGray):
            return (rgba, isGray)
        case let .system(light, dark):
            return (traits.userInterfaceStyle == .dark ? dark : light, false)
        // A colour set's Any appearance is its light one, and where the appearance is unspecified.
        case let .asset(set):
            return (traits.userInterfaceStyle == .dark ? set.dark : set.light, false)
        case let .provider(provider):
            return provider(traits).appearance.resolved(for: traits)
        }
    }

    /// Whether a colour with this appearance and `name` equals one with `other` and `otherName`:
    /// the same named system colour, the same colour set of the same bundle, or fixed colours with
    /// the same components. A colour made from a block equals only itself, which the caller checks.
    func isEqual(named name: String?, to other: ColorAppearance, named otherName: String?) -> Bool {
        switch (self, other) {
        case (.system, .system):
            return name == otherName
        case let (.asset(lhs), .asset(rhs)):
            return lhs == rhs
        case let (.fixed(lhs, _), .fixed(rhs, _)):
            return lhs == rhs
        default:
            return false
        }
    }
}

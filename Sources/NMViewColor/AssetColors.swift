/// The colour sets a layout can name, read from the asset catalogs beside it, with where they
/// were looked for, so that a message about a missing one can say.
public struct AssetColors: Sendable, Hashable {
    /// Every colour set found, by the name a layout writes.
    public var colors: [String: AssetColor]
    /// The catalogs read (`…/Assets.xcassets`), in the order read.
    public var catalogs: [String]
    /// The folders searched for catalogs, for a message when none was found.
    public var searched: [String]
    /// What could not be read: a colour set whose `Contents.json` is broken, by the set's name.
    public var unreadable: [String: String]

    /// A table of colour sets.
    public init(
        colors: [String: AssetColor] = [:], catalogs: [String] = [], searched: [String] = [],
        unreadable: [String: String] = [:]
    ) {
        self.colors = colors
        self.catalogs = catalogs
        self.searched = searched
        self.unreadable = unreadable
    }

    /// No catalogs: every asset colour is unknown.
    public static let none = AssetColors()

    /// The colour set named `name`, if one was found.
    public subscript(name: String) -> AssetColor? { colors[name] }

    /// Every name, sorted, for completion and did-you-mean.
    public var names: [String] { colors.keys.sorted() }
}

/// The user's preferred text size, Dynamic Type's twelve content size categories, smallest first:
/// the seven standard sizes and the five larger accessibility sizes. The names are SwiftUI's
/// `DynamicTypeSize` spelled out (`accessibility1` … `accessibility5`); ``init(name:)`` also takes
/// UIKit's `UIContentSizeCategory` names, whose accessibility sizes are named differently
/// (`accessibilityMedium` is `accessibility1`, and `accessibilityExtraLarge` is `accessibility3`).
/// Names: https://developer.apple.com/documentation/uikit/uicontentsizecategory and
/// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case extraSmall
    case small
    case medium
    /// The default size, which layouts are designed at.
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// The size a device starts at, and the one the tools use unless told otherwise.
    public static let `default` = ContentSizeCategory.large

    /// Whether it is one of the larger accessibility sizes (Settings ▸ Accessibility ▸ Larger Text).
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    /// The `UIContentSizeCategory` case that names this size on a device.
    public var uiKitName: String {
        switch self {
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        default: rawValue
        }
    }

    /// The category `name` means: this type's own name, UIKit's `UIContentSizeCategory` case name
    /// or SwiftUI's `DynamicTypeSize` case name (`xSmall`, `xxxLarge`), ignoring case; nil for any
    /// other. `UIContentSizeCategory.unspecified` is not a size, so it is refused.
    public init?(name: String) {
        let key = name.lowercased()
        guard let found = Self.spellings[key] else { return nil }
        self = found
    }

    /// Every accepted spelling, lower-cased.
    private static let spellings: [String: ContentSizeCategory] = {
        var spellings: [String: ContentSizeCategory] = [:]
        for category in allCases {
            spellings[category.rawValue.lowercased()] = category
            spellings[category.uiKitName.lowercased()] = category
        }
        let swiftUI: [String: ContentSizeCategory] = [
            "xsmall": .extraSmall, "xlarge": .extraLarge, "xxlarge": .extraExtraLarge, "xxxlarge": .extraExtraExtraLarge,
        ]
        return spellings.merging(swiftUI) { own, _ in own }
    }()

    /// Every name ``init(name:)`` takes first: this type's own, for help texts and suggestions.
    public static var names: [String] { allCases.map(\.rawValue) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs) else { return false }
        return left < right
    }
}

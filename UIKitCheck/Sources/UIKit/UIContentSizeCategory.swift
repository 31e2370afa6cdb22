/// The size of text the user chose (Dynamic Type): `large` unless a test overrides a view's
/// (`traitOverrides.preferredContentSizeCategory`).
// SDK: UIKit/UIApplication.h — typedef NSString * UIContentSizeCategory NS_TYPED_ENUM;
// (Swift: struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable, @unchecked Sendable).
// The raw values are the SDK's strings as remembered, unconfirmed.
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
    /// The category's name.
    public let rawValue: String

    /// The category named `rawValue`.
    // SDK: NS_TYPED_ENUM — public init(rawValue: String)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // SDK: UIKit/UIApplication.h — UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategory… (each a static let in Swift)
    /// No category set.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest of the larger accessibility sizes (SwiftUI's accessibility1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size (SwiftUI's accessibility5).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every settable size, smallest first: the column of each in the Dynamic Type table.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
}

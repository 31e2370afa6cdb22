/// The size of text the user chose (Dynamic Type). This check runs at the default, `large`.
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
}

/// A text view that can follow the user's text size.
// SDK: UIKit/UIContentSizeCategoryAdjusting.h — @protocol UIContentSizeCategoryAdjusting <NSObject> API_AVAILABLE(ios(10.0))
// (Swift: @MainActor public protocol UIContentSizeCategoryAdjusting : NSObjectProtocol)
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font follows the text size, for a font from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`.
    // SDK: @property (nonatomic) BOOL adjustsFontForContentSizeCategory;
    var adjustsFontForContentSizeCategory: Bool { get set }
}

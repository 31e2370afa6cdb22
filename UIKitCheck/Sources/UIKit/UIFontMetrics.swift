/// Scales custom fonts for Dynamic Type, at the current trait collection's text size unless given
/// one: at the default (`large`) scaling keeps the size. The scaled font remembers its text style
/// for tests.
// SDK: UIKit/UIFontMetrics.h — @interface UIFontMetrics : NSObject API_AVAILABLE(ios(11.0))
// (Swift: open class UIFontMetrics : NSObject, @unchecked Sendable; Sendable unconfirmed)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// The metrics of body text.
    // SDK: UIKit/UIFontMetrics.h — @property (class, readonly, strong) UIFontMetrics *defaultMetrics; (Swift: class var `default`: UIFontMetrics { get })
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of a text style.
    // SDK: UIKit/UIFontMetrics.h — - (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;
    // (Swift: public init(forTextStyle textStyle: UIFont.TextStyle))
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current text size.
    // SDK: UIKit/UIFontMetrics.h — - (UIFont *)scaledFontForFont:(UIFont *)font; (Swift: open func scaledFont(for font: UIFont) -> UIFont)
    open func scaledFont(for font: UIFont) -> UIFont {
        font.scaled(for: textStyle, at: UITraitCollection.current.preferredContentSizeCategory)
    }

    /// `font` scaled, but no larger than `maximumPointSize`.
    // SDK: UIKit/UIFontMetrics.h — - (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize;
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = font.scaled(for: textStyle, at: UITraitCollection.current.preferredContentSizeCategory)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    /// `font` scaled for the text size of `traitCollection`.
    // SDK: UIKit/UIFontMetrics.h — - (UIFont *)scaledFontForFont:(UIFont *)font compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection;
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.scaled(for: textStyle, at: (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory)
    }

    /// `value` scaled for the current text size: unchanged at the default size.
    // SDK: UIKit/UIFontMetrics.h — - (CGFloat)scaledValueForValue:(CGFloat)value; (Swift: open func scaledValue(for value: CGFloat) -> CGFloat)
    open func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }
}

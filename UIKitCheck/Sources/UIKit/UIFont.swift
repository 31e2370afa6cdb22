/// A font: a name and a size. Any non-empty name is taken for an installed font, and the font
/// remembers how it was made (``_interfaceCheckTextStyle``, ``_interfaceCheckWeight``) for tests.
/// System fonts are named `.SFUI-<Weight>` as iOS 13 and later name them (as remembered,
/// unconfirmed).
// SDK: UIKit/UIFont.h — @interface UIFont : NSObject <NSCopying, NSSecureCoding>
// (Swift: open class UIFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable; not isolated to the main actor)
open class UIFont: NSObject, @unchecked Sendable {
    private let name: String
    private let size: CGFloat
    /// Stub-only, not in the SDK: the weight of a system font, `nil` for a font made by name.
    public let _interfaceCheckWeight: UIFont.Weight?
    /// Stub-only, not in the SDK: the text style of a preferred font, or of the font metrics that
    /// scaled it (Dynamic Type); `nil` for a font that does not scale.
    public let _interfaceCheckTextStyle: UIFont.TextStyle?

    /// The size a font that scales has at the default text size, which it scales from.
    private let sizeAtLarge: CGFloat

    init(name: String, size: CGFloat, weight: UIFont.Weight?, textStyle: UIFont.TextStyle?, sizeAtLarge: CGFloat? = nil) {
        self.name = name
        self.size = size
        self.sizeAtLarge = sizeAtLarge ?? size
        _interfaceCheckWeight = weight
        _interfaceCheckTextStyle = textStyle
        super.init()
    }

    /// The font named `fontName`; any non-empty name counts as installed here.
    // SDK: UIKit/UIFont.h — + (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
    // (Swift: public init?(name fontName: String, size fontSize: CGFloat))
    public init?(name fontName: String, size fontSize: CGFloat) {
        InterfaceRecorder.record("UIFont(name:size:)", receiver: ObjectIdentifier(UIFont.self), receiverClass: "UIFont",
            value: (fontName, fontSize))
        guard !fontName.isEmpty else { return nil }
        name = fontName
        size = fontSize
        sizeAtLarge = fontSize
        _interfaceCheckWeight = nil
        _interfaceCheckTextStyle = nil
        super.init()
    }

    /// The regular system font.
    // SDK: UIKit/UIFont.h — + (UIFont *)systemFontOfSize:(CGFloat)fontSize; (Swift: open class func systemFont(ofSize fontSize: CGFloat) -> UIFont)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of a weight.
    // SDK: UIKit/UIFont.h — + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(8.2));
    // (Swift: open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.fontNameSuffix)", size: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font.
    // SDK: UIKit/UIFont.h — + (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize; (Swift: open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of a text style at the default text size (`large`): largeTitle 34, title1 28,
    /// title2 22, title3 20, headline 17 semibold, subheadline 15, body 17, callout 16,
    /// footnote 13, caption1 12, caption2 11 points.
    // SDK: UIKit/UIFont.h — + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style API_AVAILABLE(ios(7.0));
    // (Swift: open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the text size of a trait collection, else of the current one.
    // SDK: UIKit/UIFont.h — + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style
    //     compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_AVAILABLE(ios(10.0));
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let metrics = style.defaultMetrics
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        return UIFont(
            name: ".SFUI-\(metrics.weight.fontNameSuffix)", size: style.pointSize(at: category), weight: metrics.weight,
            textStyle: style, sizeAtLarge: metrics.pointSize)
    }

    /// The font's full name.
    // SDK: UIKit/UIFont.h — @property(nonatomic,readonly,strong) NSString *fontName;
    open var fontName: String { name }

    /// The size in points.
    // SDK: UIKit/UIFont.h — @property(nonatomic,readonly) CGFloat pointSize;
    open var pointSize: CGFloat { size }

    /// The same font at another size; it no longer follows a text style.
    // SDK: UIKit/UIFont.h — - (UIFont *)fontWithSize:(CGFloat)fontSize; (Swift: open func withSize(_ fontSize: CGFloat) -> UIFont)
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: name, size: fontSize, weight: _interfaceCheckWeight, textStyle: nil)
    }

    /// The same font scaled for a text style at `category` (what `UIFontMetrics` returns): its
    /// size taken as the size at the default text size and multiplied by the style's size at
    /// `category` over its size at `large`, as Apple's "Scaling Fonts Automatically" describes.
    func scaled(for style: UIFont.TextStyle, at category: UIContentSizeCategory) -> UIFont {
        let factor = style.pointSize(at: category) / style.pointSize(at: .large)
        return UIFont(name: name, size: size * factor, weight: _interfaceCheckWeight, textStyle: style, sizeAtLarge: size)
    }

    /// A font that follows a text style at another text size, as a view whose
    /// `adjustsFontForContentSizeCategory` is on gets it when the traits change; itself otherwise.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let style = _interfaceCheckTextStyle else { return self }
        return UIFont(name: name, size: sizeAtLarge, weight: _interfaceCheckWeight, textStyle: nil)
            .scaled(for: style, at: category)
    }

    /// Equal when the name and size are.
    // SDK: objc/NSObject.h — - (BOOL)isEqual:(id)object;
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.size == size
    }

    /// Consistent with ``isEqual(_:)``.
    // SDK: objc/NSObject.h — @property (readonly) NSUInteger hash;
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(size)
        return hasher.finalize()
    }

    /// `font-family: ".SFUI-Regular"; font-size: 17.00pt`, as the SDK describes fonts.
    // SDK: objc/NSObject.h — @property (readonly, copy) NSString *description;
    open override var description: String {
        "font-family: \"\(name)\"; font-size: \(size)pt"
    }
}

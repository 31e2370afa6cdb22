/// A view of read-only text. Nothing is drawn or measured; the properties are kept, recorded as
/// `"UILabel.<member>"`, and read back.
// SDK: UIKit/UILabel.h — @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>
// (Swift: @MainActor open class UILabel : UIView, NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting)
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?

    /// A label; it ignores touches and redraws on resize, as UIKit's does.
    // SDK: UIKit/UIView.h — - (instancetype)initWithFrame:(CGRect)frame; (UILabel inherits it)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        takeLabelDefaults()
    }

    /// A label from an archive.
    // SDK: UIKit/UILabel.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        takeLabelDefaults()
    }

    private func takeLabelDefaults() {
        InterfaceRecorder.withoutRecording {
            // SDK: UILabel.h — @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled; // default is NO
            isUserInteractionEnabled = false
            // SDK: UILabel.h — "label has default content mode of UIViewContentModeRedraw"
            contentMode = .redraw
            // UIAccessibility.h: "default on UIKit controls == YES"; a label is read by VoiceOver too.
            isAccessibilityElement = true
        }
    }

    /// The text; `nil` by default.
    // SDK: UIKit/UILabel.h — @property(nullable, nonatomic,copy) NSString *text; // default is nil
    open var text: String? {
        didSet { record("text", text, in: "UILabel") }
    }

    /// The font; the 17-point system font when none was set (setting `nil` goes back to it).
    // SDK: UIKit/UILabel.h — @property(null_resettable, nonatomic,strong) UIFont *font; // default is nil (system font 17 plain)
    // (Swift: open var font: UIFont!)
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set {
            record("font", newValue, in: "UILabel")
            storedFont = newValue
        }
    }

    /// The text colour; `label` when none was set (setting `nil` goes back to it).
    // SDK: UIKit/UILabel.h — @property(null_resettable, nonatomic,strong) UIColor *textColor; // default is labelColor
    // (Swift: open var textColor: UIColor!)
    open var textColor: UIColor! {
        get { storedTextColor ?? ColorCatalog.label }
        set {
            record("textColor", newValue, in: "UILabel")
            storedTextColor = newValue
        }
    }

    /// How the text lines up; `natural` by default.
    // SDK: UIKit/UILabel.h — @property(nonatomic) NSTextAlignment textAlignment; // default is NSTextAlignmentNatural
    open var textAlignment: NSTextAlignment = .natural {
        didSet { record("textAlignment", textAlignment, in: "UILabel") }
    }

    /// The most lines the text may take; 0 means as many as it needs, 1 by default.
    // SDK: UIKit/UILabel.h — @property(nonatomic) NSInteger numberOfLines;
    open var numberOfLines = 1 {
        didSet { record("numberOfLines", numberOfLines, in: "UILabel") }
    }

    /// How text that does not fit is wrapped or truncated; `byTruncatingTail` by default.
    // SDK: UIKit/UILabel.h — @property(nonatomic) NSLineBreakMode lineBreakMode; // default is NSLineBreakByTruncatingTail
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { record("lineBreakMode", lineBreakMode, in: "UILabel") }
    }

    /// Whether the font shrinks so the text fits the width; off by default.
    // SDK: UIKit/UILabel.h — @property(nonatomic) BOOL adjustsFontSizeToFitWidth; // default is NO
    open var adjustsFontSizeToFitWidth = false {
        didSet { record("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth, in: "UILabel") }
    }

    /// How far the font may shrink, as a fraction of its size; 0 by default.
    // SDK: UIKit/UILabel.h — @property(nonatomic) CGFloat minimumScaleFactor API_AVAILABLE(ios(6.0)); // default is 0.0
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { record("minimumScaleFactor", minimumScaleFactor, in: "UILabel") }
    }

    /// Whether the label is drawn enabled; on by default.
    // SDK: UIKit/UILabel.h — @property(nonatomic,getter=isEnabled) BOOL enabled; // default is YES
    open var isEnabled = true {
        didSet { record("isEnabled", isEnabled, in: "UILabel") }
    }

    /// Whether the font follows the user's text size; off by default.
    // SDK: UIKit/UIContentSizeCategoryAdjusting.h — @property (nonatomic) BOOL adjustsFontForContentSizeCategory;
    open var adjustsFontForContentSizeCategory = false {
        didSet { record("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory, in: "UILabel") }
    }

    override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let current = font else { return }
        InterfaceRecorder.withoutRecording { font = current.adjusted(to: category) }
    }
}

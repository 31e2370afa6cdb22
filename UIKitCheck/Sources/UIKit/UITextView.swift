/// A scrollable, editable text view. Nothing is edited here; the properties are kept and
/// recorded as `"UITextView.<member>"`.
// SDK: UIKit/UITextView.h — @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting>
// (Swift: @MainActor open class UITextView : UIScrollView, UITextInput, UIContentSizeCategoryAdjusting, …;
// UITextInput inherits UITextInputTraits, the only part declared here)
@MainActor
open class UITextView: UIScrollView, UITextInputTraits, UIContentSizeCategoryAdjusting {
    private var storedText = ""

    /// The text; empty by default, and setting `nil` empties it.
    // SDK: UIKit/UITextView.h — @property(null_resettable,nonatomic,copy) NSString *text; (Swift: open var text: String!)
    open var text: String! {
        get { storedText }
        set {
            record("text", newValue, in: "UITextView")
            storedText = newValue ?? ""
        }
    }

    /// The font; `nil` by default (UIKit then uses a system font).
    // SDK: UIKit/UITextView.h — @property(nullable,nonatomic,strong) UIFont *font;
    open var font: UIFont? {
        didSet { record("font", font, in: "UITextView") }
    }

    /// The text colour; `nil` by default.
    // SDK: UIKit/UITextView.h — @property(nullable,nonatomic,strong) UIColor *textColor;
    open var textColor: UIColor? {
        didSet { record("textColor", textColor, in: "UITextView") }
    }

    /// How the text lines up; `natural` by default.
    // SDK: UIKit/UITextView.h — @property(nonatomic) NSTextAlignment textAlignment; // default is NSTextAlignmentNatural
    open var textAlignment: NSTextAlignment = .natural {
        didSet { record("textAlignment", textAlignment, in: "UITextView") }
    }

    /// Whether the user can edit the text; on by default.
    // SDK: UIKit/UITextView.h — @property(nonatomic,getter=isEditable) BOOL editable API_UNAVAILABLE(tvos);
    open var isEditable = true {
        didSet { record("isEditable", isEditable, in: "UITextView") }
    }

    /// Whether the user can select the text; on by default.
    // SDK: UIKit/UITextView.h — @property(nonatomic,getter=isSelectable) BOOL selectable API_AVAILABLE(ios(7.0));
    open var isSelectable = true {
        didSet { record("isSelectable", isSelectable, in: "UITextView") }
    }

    /// The kind of keyboard; the default keyboard by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UIKeyboardType keyboardType; (mirrored onto UITextView)
    open var keyboardType: UIKeyboardType = .default {
        didSet { record("keyboardType", keyboardType, in: "UITextView") }
    }

    /// The title of the return key; "return" by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UIReturnKeyType returnKeyType; (mirrored onto UITextView)
    open var returnKeyType: UIReturnKeyType = .default {
        didSet { record("returnKeyType", returnKeyType, in: "UITextView") }
    }

    /// Whether the text is hidden as it is typed; off by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic,getter=isSecureTextEntry) BOOL secureTextEntry; (mirrored onto UITextView)
    open var isSecureTextEntry = false {
        didSet { record("isSecureTextEntry", isSecureTextEntry, in: "UITextView") }
    }

    /// What the text is; `nil` (none said) by default.
    // SDK: UIKit/UITextInputTraits.h — @property(null_unspecified,nonatomic,copy) UITextContentType textContentType; (mirrored onto UITextView)
    open var textContentType: UITextContentType! {
        didSet { record("textContentType", textContentType, in: "UITextView") }
    }

    /// Which letters the keyboard capitalizes by itself; the first of each sentence by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UITextAutocapitalizationType autocapitalizationType; (mirrored onto UITextView)
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { record("autocapitalizationType", autocapitalizationType, in: "UITextView") }
    }

    /// Whether words are corrected as they are typed; the system's choice by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UITextAutocorrectionType autocorrectionType; (mirrored onto UITextView)
    open var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { record("autocorrectionType", autocorrectionType, in: "UITextView") }
    }

    /// Whether misspelled words are underlined; the system's choice by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UITextSpellCheckingType spellCheckingType; (mirrored onto UITextView)
    open var spellCheckingType: UITextSpellCheckingType = .default {
        didSet { record("spellCheckingType", spellCheckingType, in: "UITextView") }
    }

    /// Whether the font follows the user's text size; off by default.
    // SDK: UIKit/UIContentSizeCategoryAdjusting.h — @property (nonatomic) BOOL adjustsFontForContentSizeCategory;
    open var adjustsFontForContentSizeCategory = false {
        didSet { record("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory, in: "UITextView") }
    }

    override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let current = font else { return }
        InterfaceRecorder.withoutRecording { font = current.adjusted(to: category) }
    }
}

/// An editable line of text. Nothing is edited here; the properties are kept and recorded as
/// `"UITextField.<member>"` (the keyboard traits too, as the project names them).
// SDK: UIKit/UITextField.h — @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting>
// (Swift: @MainActor open class UITextField : UIControl, UITextInput, NSCoding, UIContentSizeCategoryAdjusting, …;
// UITextInput inherits UITextInputTraits, the only part declared here)
@MainActor
open class UITextField: UIControl, UITextInputTraits, UIContentSizeCategoryAdjusting {
    private var storedText = ""

    /// The text; empty by default, and setting `nil` empties it (UIKit's documented default is
    /// the empty string; that it also returns "" after `nil` is unconfirmed).
    // SDK: UIKit/UITextField.h — @property(nullable, nonatomic,copy) NSString *text; // default is @""
    open var text: String? {
        get { storedText }
        set {
            record("text", newValue, in: "UITextField")
            storedText = newValue ?? ""
        }
    }

    /// The text shown while the field is empty; `nil` by default.
    // SDK: UIKit/UITextField.h — @property(nullable, nonatomic,copy) NSString *placeholder; // default is nil
    open var placeholder: String? {
        didSet { record("placeholder", placeholder, in: "UITextField") }
    }

    /// The font; `nil` by default (UIKit then uses a system font).
    // SDK: UIKit/UITextField.h — @property(nullable, nonatomic,strong) UIFont *font; // default is nil. use system font 12 pt
    open var font: UIFont? {
        didSet { record("font", font, in: "UITextField") }
    }

    /// The text colour; `nil` by default (UIKit then uses the label colour).
    // SDK: UIKit/UITextField.h — @property(nullable, nonatomic,strong) UIColor *textColor; // default is nil. use opaque black
    open var textColor: UIColor? {
        didSet { record("textColor", textColor, in: "UITextField") }
    }

    /// How the text lines up; `natural` by default.
    // SDK: UIKit/UITextField.h — @property(nonatomic) NSTextAlignment textAlignment; // default is NSTextAlignmentNatural
    open var textAlignment: NSTextAlignment = .natural {
        didSet { record("textAlignment", textAlignment, in: "UITextField") }
    }

    /// The border; none by default.
    // SDK: UIKit/UITextField.h — @property(nonatomic) UITextBorderStyle borderStyle; // default is UITextBorderStyleNone
    open var borderStyle: UITextField.BorderStyle = .none {
        didSet { record("borderStyle", borderStyle, in: "UITextField") }
    }

    /// When the clear button shows; never by default.
    // SDK: UIKit/UITextField.h — @property(nonatomic) UITextFieldViewMode clearButtonMode; // sets when the clear button shows up. default is UITextFieldViewModeNever
    open var clearButtonMode: UITextField.ViewMode = .never {
        didSet { record("clearButtonMode", clearButtonMode, in: "UITextField") }
    }

    /// The kind of keyboard; the default keyboard by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UIKeyboardType keyboardType; (mirrored onto UITextField)
    open var keyboardType: UIKeyboardType = .default {
        didSet { record("keyboardType", keyboardType, in: "UITextField") }
    }

    /// The title of the return key; "return" by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UIReturnKeyType returnKeyType; (mirrored onto UITextField)
    open var returnKeyType: UIReturnKeyType = .default {
        didSet { record("returnKeyType", returnKeyType, in: "UITextField") }
    }

    /// Whether the text is hidden as it is typed; off by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic,getter=isSecureTextEntry) BOOL secureTextEntry; (mirrored onto UITextField)
    open var isSecureTextEntry = false {
        didSet { record("isSecureTextEntry", isSecureTextEntry, in: "UITextField") }
    }

    /// What the text is; `nil` (none said) by default.
    // SDK: UIKit/UITextInputTraits.h — @property(null_unspecified,nonatomic,copy) UITextContentType textContentType; (mirrored onto UITextField)
    open var textContentType: UITextContentType! {
        didSet { record("textContentType", textContentType, in: "UITextField") }
    }

    /// Which letters the keyboard capitalizes by itself; the first of each sentence by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UITextAutocapitalizationType autocapitalizationType; (mirrored onto UITextField)
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { record("autocapitalizationType", autocapitalizationType, in: "UITextField") }
    }

    /// Whether words are corrected as they are typed; the system's choice by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UITextAutocorrectionType autocorrectionType; (mirrored onto UITextField)
    open var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { record("autocorrectionType", autocorrectionType, in: "UITextField") }
    }

    /// Whether misspelled words are underlined; the system's choice by default.
    // SDK: UIKit/UITextInputTraits.h — @property(nonatomic) UITextSpellCheckingType spellCheckingType; (mirrored onto UITextField)
    open var spellCheckingType: UITextSpellCheckingType = .default {
        didSet { record("spellCheckingType", spellCheckingType, in: "UITextField") }
    }

    /// Whether the font follows the user's text size; off by default.
    // SDK: UIKit/UIContentSizeCategoryAdjusting.h — @property (nonatomic) BOOL adjustsFontForContentSizeCategory;
    open var adjustsFontForContentSizeCategory = false {
        didSet { record("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory, in: "UITextField") }
    }

    override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let current = font else { return }
        InterfaceRecorder.withoutRecording { font = current.adjusted(to: category) }
    }
}

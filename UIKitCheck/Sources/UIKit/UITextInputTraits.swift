/// The keyboard a text view brings up. In the SDK every member is optional and UIKit's importer
/// copies them onto the classes that adopt the protocol (`UITextField.keyboardType`); Swift
/// protocols cannot have optional members without the Objective-C runtime, so here the adopting
/// classes must implement them all.
// SDK: UIKit/UITextInputTraits.h — @protocol UITextInputTraits <NSObject> (all members @optional)
// (Swift: @MainActor public protocol UITextInputTraits : NSObjectProtocol)
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// The kind of keyboard.
    // SDK: @property(nonatomic) UIKeyboardType keyboardType; // default is UIKeyboardTypeDefault
    var keyboardType: UIKeyboardType { get set }

    /// The title of the return key.
    // SDK: @property(nonatomic) UIReturnKeyType returnKeyType; // default is UIReturnKeyDefault
    var returnKeyType: UIReturnKeyType { get set }

    /// Whether the text is hidden as it is typed.
    // SDK: @property(nonatomic,getter=isSecureTextEntry) BOOL secureTextEntry; // default is NO
    var isSecureTextEntry: Bool { get set }

    /// What the text is, for AutoFill and the keyboard's suggestions.
    // SDK: @property(null_unspecified,nonatomic,copy) UITextContentType textContentType API_AVAILABLE(ios(10.0)); // default is nil
    // (Swift: optional var textContentType: UITextContentType! { get set })
    var textContentType: UITextContentType! { get set }

    /// Which letters the keyboard capitalizes by itself.
    // SDK: @property(nonatomic) UITextAutocapitalizationType autocapitalizationType; // default is UITextAutocapitalizationTypeSentences
    var autocapitalizationType: UITextAutocapitalizationType { get set }

    /// Whether words are corrected as they are typed.
    // SDK: @property(nonatomic) UITextAutocorrectionType autocorrectionType; // default is UITextAutocorrectionTypeDefault
    var autocorrectionType: UITextAutocorrectionType { get set }

    /// Whether misspelled words are underlined.
    // SDK: @property(nonatomic) UITextSpellCheckingType spellCheckingType API_AVAILABLE(ios(5.0)); // default is UITextSpellCheckingTypeDefault;
    var spellCheckingType: UITextSpellCheckingType { get set }
}

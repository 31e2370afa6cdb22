/// Whether misspelled words are underlined as they are typed.
// SDK: UIKit/UITextInputTraits.h — typedef NS_ENUM(NSInteger, UITextSpellCheckingType) {
//     UITextSpellCheckingTypeDefault, …No, …Yes } API_AVAILABLE(ios(5.0));
// (Swift: public enum UITextSpellCheckingType : Int, @unchecked Sendable)
public enum UITextSpellCheckingType: Int, @unchecked Sendable {
    /// On when autocorrection is.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether words are corrected as they are typed.
// SDK: UIKit/UITextInputTraits.h — typedef NS_ENUM(NSInteger, UITextAutocorrectionType) {
//     UITextAutocorrectionTypeDefault, …No, …Yes };
// (Swift: public enum UITextAutocorrectionType : Int, @unchecked Sendable)
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    /// What the input method and the user's settings choose.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

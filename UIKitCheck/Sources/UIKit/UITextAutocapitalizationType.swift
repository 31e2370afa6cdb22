/// Which letters the keyboard capitalizes by itself.
// SDK: UIKit/UITextInputTraits.h — typedef NS_ENUM(NSInteger, UITextAutocapitalizationType) {
//     UITextAutocapitalizationTypeNone, …Words, …Sentences, …AllCharacters };
// (Swift: public enum UITextAutocapitalizationType : Int, @unchecked Sendable)
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    /// Nothing.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

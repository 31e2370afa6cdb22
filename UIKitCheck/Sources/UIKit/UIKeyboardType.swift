/// The kind of keyboard.
// SDK: UIKit/UITextInputTraits.h — typedef NS_ENUM(NSInteger, UIKeyboardType) { UIKeyboardTypeDefault,
//     …ASCIICapable, …NumbersAndPunctuation, …URL, …NumberPad, …PhonePad, …NamePhonePad, …EmailAddress,
//     …DecimalPad, …Twitter, …WebSearch, …ASCIICapableNumberPad, UIKeyboardTypeAlphabet = …ASCIICapable };
public enum UIKeyboardType: Int, @unchecked Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A telephone keypad that also types names.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For social posts.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11

    /// Deprecated name of `asciiCapable`.
    // SDK: UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable (deprecated)
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

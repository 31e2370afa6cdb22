#if canImport(UIKit)
import UIKit

/// The text input traits a layout sets, which UITextField and UITextView both have. UIKit
/// declares them in `UITextInputTraits` as optional members, which Swift can read through the
/// protocol but not set; each class has them as its own properties, which this names once so
/// that one line sets either class.
@MainActor
protocol TextInputTraitsSetting: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var textContentType: UITextContentType! { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
}

extension UITextField: @MainActor TextInputTraitsSetting {}

extension UITextView: @MainActor TextInputTraitsSetting {}
#endif

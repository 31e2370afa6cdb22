#if canImport(UIKit)
import NMViewModel
import UIKit

/// The UIKit value for each value the layout format declares. Every mapping is an exhaustive
/// `switch` over the generated enumeration, so a value added to the format fails the build here
/// until it has its UIKit counterpart.
@MainActor
enum UIKitValues {
    static func contentMode(_ value: ContentMode) -> UIView.ContentMode {
        switch value {
        case .scaleToFill: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .redraw: .redraw
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }

    static func textAlignment(_ value: TextAlignment) -> NSTextAlignment {
        switch value {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    static func lineBreakMode(_ value: LineBreakMode) -> NSLineBreakMode {
        switch value {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }

    static func buttonType(_ value: ButtonType) -> UIButton.ButtonType {
        switch value {
        case .custom: .custom
        case .system: .system
        case .detailDisclosure: .detailDisclosure
        case .infoLight: .infoLight
        case .infoDark: .infoDark
        case .contactAdd: .contactAdd
        case .close: .close
        }
    }

    static func borderStyle(_ value: BorderStyle) -> UITextField.BorderStyle {
        switch value {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
    }

    static func keyboardType(_ value: KeyboardType) -> UIKeyboardType {
        switch value {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .URL: .URL
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .namePhonePad: .namePhonePad
        case .emailAddress: .emailAddress
        case .decimalPad: .decimalPad
        case .twitter: .twitter
        case .webSearch: .webSearch
        case .asciiCapableNumberPad: .asciiCapableNumberPad
        }
    }

    static func returnKeyType(_ value: ReturnKeyType) -> UIReturnKeyType {
        switch value {
        case .default: .default
        case .go: .go
        case .google: .google
        case .join: .join
        case .next: .next
        case .route: .route
        case .search: .search
        case .send: .send
        case .yahoo: .yahoo
        case .done: .done
        case .emergencyCall: .emergencyCall
        case .continue: .continue
        }
    }

    static func clearButtonMode(_ value: ClearButtonMode) -> UITextField.ViewMode {
        switch value {
        case .never: .never
        case .whileEditing: .whileEditing
        case .unlessEditing: .unlessEditing
        case .always: .always
        }
    }

    static func activityIndicatorStyle(_ value: ActivityIndicatorStyle) -> UIActivityIndicatorView.Style {
        switch value {
        case .medium: .medium
        case .large: .large
        }
    }

    static func controlEvent(_ value: ControlEvent) -> UIControl.Event {
        switch value {
        case .touchDown: .touchDown
        case .touchDownRepeat: .touchDownRepeat
        case .touchDragInside: .touchDragInside
        case .touchDragOutside: .touchDragOutside
        case .touchDragEnter: .touchDragEnter
        case .touchDragExit: .touchDragExit
        case .touchUpInside: .touchUpInside
        case .touchUpOutside: .touchUpOutside
        case .touchCancel: .touchCancel
        case .valueChanged: .valueChanged
        case .primaryActionTriggered: .primaryActionTriggered
        case .editingDidBegin: .editingDidBegin
        case .editingChanged: .editingChanged
        case .editingDidEnd: .editingDidEnd
        case .editingDidEndOnExit: .editingDidEndOnExit
        }
    }
}
#endif

#if canImport(UIKit)
extension UIKitValues {
    static func insets(_ value: EdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(value.top), left: CGFloat(value.left), bottom: CGFloat(value.bottom), right: CGFloat(value.right))
    }
}
#endif

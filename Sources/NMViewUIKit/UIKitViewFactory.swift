#if canImport(UIKit)
import NMViewModel
import UIKit

/// Makes UIKit views from layout nodes: the class by name, the common properties set, actions
/// bound to the host by method name. Deliberately small; the engine does the layout work.
enum UIKitViewFactory {
    /// One view for `node`, actions targeting `target`.
    @MainActor
    static func make(_ node: ViewNode, target: AnyObject) -> UIView {
        let view: UIView
        switch node.resolvedClass {
        case "UILabel":
            let label = UILabel()
            label.text = node.properties["text"]?.stringValue
            view = label
        case "UIButton":
            let button = UIButton(type: .system)
            button.setTitle(node.properties["title"]?.stringValue, for: .normal)
            view = button
        case "UIImageView":
            view = UIImageView(image: node.properties["image"]?.stringValue.flatMap { UIImage(named: $0) })
        case "UIScrollView": view = UIScrollView()
        case "UITextField": view = UITextField()
        case "UISwitch": view = UISwitch()
        case "UISlider": view = UISlider()
        case let name:
            let type = NSClassFromString(name) as? UIView.Type ?? UIView.self
            view = type.init(frame: .zero)
        }
        view.accessibilityIdentifier = node.id
        configure(view, with: node)
        if let control = view as? UIControl {
            for (event, method) in node.actions {
                guard let events = controlEvents[event] else { continue }
                control.addTarget(target, action: NSSelectorFromString(method), for: events)
            }
        }
        return view
    }

    /// The properties every view has.
    @MainActor
    static func configure(_ view: UIView, with node: ViewNode) {
        view.autoresizingMask = []  // the engine adapts frames itself
        if let tag = node.properties["tag"]?.numberValue { view.tag = Int(tag) }
        if let hidden = node.properties["hidden"]?.boolValue { view.isHidden = hidden }
        if let alpha = node.properties["alpha"]?.numberValue { view.alpha = CGFloat(alpha) }
        if let clips = node.properties["clipsToBounds"]?.boolValue { view.clipsToBounds = clips }
        if let color = node.properties["backgroundColor"]?.stringValue.flatMap(color) { view.backgroundColor = color }
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or a UIColor class property such as `systemBlue`.
    static func color(_ text: String) -> UIColor? {
        if text.hasPrefix("#"), let value = UInt64(text.dropFirst(), radix: 16) {
            let hasAlpha = text.count == 9
            let rgba = hasAlpha ? value : value << 8 | 0xFF
            return UIColor(
                red: CGFloat(rgba >> 24 & 0xFF) / 255, green: CGFloat(rgba >> 16 & 0xFF) / 255,
                blue: CGFloat(rgba >> 8 & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
        }
        let selector = NSSelectorFromString(text + "Color")
        guard UIColor.responds(to: selector) else { return nil }
        return UIColor.perform(selector)?.takeUnretainedValue() as? UIColor
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
#endif

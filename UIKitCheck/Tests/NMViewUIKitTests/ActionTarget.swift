import UIKit

/// A responder that implements the actions it is given, as a class with `@objc` methods would on
/// a device: it says it ``responds(to:)`` them, and records each one it performs.
@MainActor
final class ActionTarget: UIView {
    let implemented: Set<Selector>
    private(set) var performed: [(selector: Selector, sender: AnyObject?)] = []

    init(implementing selectors: Set<Selector>) {
        implemented = selectors
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        implemented = []
        super.init(coder: coder)
    }

    override func responds(to aSelector: Selector!) -> Bool {
        implemented.contains(aSelector) || super.responds(to: aSelector)
    }

    override func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
        guard implemented.contains(selector) else { return super._interfaceCheckPerform(selector, sender: sender) }
        performed.append((selector, sender.map { $0 as AnyObject }))
    }
}

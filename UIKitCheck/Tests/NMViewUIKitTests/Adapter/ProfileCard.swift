import NMViewUIKitUnderCheck
import UIKit

/// The README's example view, as an app writes it: the follow button's action is an `@objc`
/// method taking the sender, which the interface check's responder says it implements.
final class ProfileCard: NMView {
    private(set) var followTaps: [UIButton] = []
    private(set) var changes: [String] = []

    override func layoutDidChange(to name: String, aspectRatio: CGFloat) {
        changes.append(name)
    }

    /// `@objc func followTapped(_ sender: UIButton)` on a device.
    func followTapped(_ sender: UIButton) { followTaps.append(sender) }

    override func responds(to aSelector: Selector!) -> Bool {
        aSelector == Selector("followTapped:") || super.responds(to: aSelector)
    }

    override func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
        if selector == Selector("followTapped:"), let button = sender as? UIButton { return followTapped(button) }
        super._interfaceCheckPerform(selector, sender: sender)
    }
}

/// The shipped keypad: its keys send `keyTapped:`.
final class Keypad: NMView {
    private(set) var tapped: [Int] = []

    override func responds(to aSelector: Selector!) -> Bool {
        aSelector == Selector("keyTapped:") || super.responds(to: aSelector)
    }

    override func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
        if selector == Selector("keyTapped:"), let key = sender as? UIButton { return tapped.append(key.tag) }
        super._interfaceCheckPerform(selector, sender: sender)
    }
}

/// The shipped badge.
final class Badge: NMView {}

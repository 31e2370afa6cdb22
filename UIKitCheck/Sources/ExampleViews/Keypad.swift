import NMViewUIKit
import UIKit

/// The shipped keypad: its twelve keys, copies of one template, call `keyTapped(_:)`.
final class Keypad: NMView {
    /// The tag of every key tapped, in order.
    private(set) var tapped: [Int] = []

    func keyTapped(_ sender: UIButton) {
        tapped.append(sender.tag)
    }
}

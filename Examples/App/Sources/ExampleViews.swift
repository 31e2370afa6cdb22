import NMViewUIKit
import UIKit

/// The README's example: `touchUpInside: followTapped` binds `followTapped:`.
public final class ProfileCard: NMView {
    /// The buttons that were tapped, in order.
    public private(set) var followTaps: [UIButton] = []
    /// The layouts changed to, in order.
    public private(set) var changes: [String] = []

    public override func layoutDidChange(to name: String, aspectRatio: CGFloat) {
        changes.append(name)
    }

    @objc public func followTapped(_ sender: UIButton) {
        followTaps.append(sender)
    }
}

/// The keypad: its keys send `keyTapped:`.
public final class Keypad: NMView {
    /// The tags of the keys tapped, in order.
    public private(set) var tapped: [Int] = []

    @objc public func keyTapped(_ sender: UIButton) {
        tapped.append(sender.tag)
    }
}

/// The badge.
public final class Badge: NMView {}

/// The badge's count: a label class of the app's own (`class: InsetLabel, base: UILabel`).
public final class InsetLabel: UILabel {}

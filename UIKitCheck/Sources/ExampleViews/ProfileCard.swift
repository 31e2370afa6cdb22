import NMViewUIKit
import UIKit

/// The README's profile card, written as an app writes it against the generated
/// `ProfileCard+Layout.swift`: it implements `ProfileCardActions`, which the generated extension
/// makes it adopt, so leaving out `followTapped(_:)` or misspelling it does not compile.
final class ProfileCard: NMView {
    /// Every sender of `followTapped(_:)`, in order.
    private(set) var followTaps: [UIButton] = []
    /// Every layout change, by name.
    private(set) var changes: [String] = []

    override func layoutDidChange(to name: String, aspectRatio: CGFloat) {
        changes.append(name)
    }

    /// No `@objc`: the generated code calls it from a UIAction.
    func followTapped(_ sender: UIButton) {
        followTaps.append(sender)
    }
}

import NMViewUIKit
import UIKit

/// The card as an app writes it: the generated extension makes it adopt `CardActions`, so this
/// method must be here, spelt as the layout spells it.
final class Card: NMView {
    private(set) var follows: [UIButton] = []

    func followTapped(_ sender: UIButton) {
        follows.append(sender)
    }
}

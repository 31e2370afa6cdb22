import NMViewUIKit
import UIKit

/// A view controller as an app writes it: its view comes from ProfileViewController.nmview.yaml,
/// whose action the generated protocol makes a compile-checked method here.
final class ProfileViewController: NMViewController {
    private(set) var follows = 0

    func followTapped(_ sender: UIButton) {
        follows += 1
    }
}

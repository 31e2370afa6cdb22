import NMViewUIKit
import UIKit

/// A cell as an app writes it: the generated extension gives it typed outlets and makes it adopt
/// `ProfileRowCellActions`, so the layout's action must be a method here.
final class ProfileRowCell: NMTableViewCell {
    private(set) var follows = 0

    func followTapped(_ sender: UIButton) {
        follows += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        name.text = nil
    }
}

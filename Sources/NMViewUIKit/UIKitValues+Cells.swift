#if canImport(UIKit)
import NMViewModel
import UIKit

/// A table view cell's own properties (the layout's `cell`).
extension UIKitValues {
    static func accessoryType(_ value: AccessoryType) -> UITableViewCell.AccessoryType {
        switch value {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .detailDisclosureButton: .detailDisclosureButton
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        }
    }

    static func selectionStyle(_ value: SelectionStyle) -> UITableViewCell.SelectionStyle {
        switch value {
        case .none: .none
        case .blue: .blue
        case .gray: .gray
        case .default: .default
        }
    }
}
#endif

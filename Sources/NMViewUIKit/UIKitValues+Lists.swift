#if canImport(UIKit)
import NMViewModel
import UIKit

/// The format's values for collection and stack views as UIKit's types.
extension UIKitValues {
    static func scrollDirection(_ value: ScrollDirection) -> UICollectionView.ScrollDirection {
        switch value {
        case .vertical: .vertical
        case .horizontal: .horizontal
        }
    }

    static func stackAxis(_ value: StackAxis) -> NSLayoutConstraint.Axis {
        switch value {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }

    static func stackAlignment(_ value: StackAlignment) -> UIStackView.Alignment {
        switch value {
        case .fill: .fill
        case .leading: .leading
        case .top: .top
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing: .trailing
        case .bottom: .bottom
        case .lastBaseline: .lastBaseline
        }
    }

    static func stackDistribution(_ value: StackDistribution) -> UIStackView.Distribution {
        switch value {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }
}
#endif

/// Items in lines, each of ``itemSize``.
// SDK: UIKit/UICollectionViewFlowLayout.h — @interface UICollectionViewFlowLayout : UICollectionViewLayout
// (Swift: @MainActor open class UICollectionViewFlowLayout : UICollectionViewLayout)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item; 50 × 50 by default.
    // SDK: UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) CGSize itemSize;
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { InterfaceRecorder.record("UICollectionViewFlowLayout.itemSize", on: self, value: itemSize) }
    }

    /// The smallest gap between lines of items; 10 by default.
    // SDK: UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) CGFloat minimumLineSpacing;
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { InterfaceRecorder.record("UICollectionViewFlowLayout.minimumLineSpacing", on: self, value: minimumLineSpacing) }
    }

    /// The smallest gap between the items of a line; 10 by default.
    // SDK: UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) CGFloat minimumInteritemSpacing;
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { InterfaceRecorder.record("UICollectionViewFlowLayout.minimumInteritemSpacing", on: self, value: minimumInteritemSpacing) }
    }

    /// The direction the items flow in; vertical by default.
    // SDK: UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) UICollectionViewScrollDirection scrollDirection; // default is UICollectionViewScrollDirectionVertical
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { InterfaceRecorder.record("UICollectionViewFlowLayout.scrollDirection", on: self, value: scrollDirection) }
    }

    /// The space around each section's items; none by default.
    // SDK: UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) UIEdgeInsets sectionInset;
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { InterfaceRecorder.record("UICollectionViewFlowLayout.sectionInset", on: self, value: sectionInset) }
    }
}

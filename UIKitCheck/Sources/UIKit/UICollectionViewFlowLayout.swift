/// Items in lines, each of ``itemSize``.
// SDK: UIKit/UICollectionViewFlowLayout.h — @interface UICollectionViewFlowLayout : UICollectionViewLayout
// (Swift: @MainActor open class UICollectionViewFlowLayout : UICollectionViewLayout)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item; 50 × 50 by default.
    // SDK: UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) CGSize itemSize;
    open var itemSize = CGSize(width: 50, height: 50)
}

extension UICollectionView {
    /// The direction a collection view's layout flows and scrolls in.
    // SDK: UIKit/UICollectionView.h — typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection) {
    //     UICollectionViewScrollDirectionVertical, UICollectionViewScrollDirectionHorizontal };
    // (Swift: enum UICollectionView.ScrollDirection : Int, @unchecked Sendable)
    public enum ScrollDirection: Int, @unchecked Sendable {
        /// Up and down.
        case vertical = 0
        /// Sideways.
        case horizontal = 1
    }
}

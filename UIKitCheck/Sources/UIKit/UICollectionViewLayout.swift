/// Where a collection view's items go. Nothing is laid out here; the flow layout's item size is
/// what a dequeued cell is given.
// SDK: UIKit/UICollectionViewLayout.h — @interface UICollectionViewLayout : NSObject <NSCoding>
// (Swift: @MainActor open class UICollectionViewLayout : NSObject, NSCoding)
@MainActor
open class UICollectionViewLayout: NSObject {
    /// A layout.
    // SDK: UIKit/UICollectionViewLayout.h — - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() {
        super.init()
    }
}

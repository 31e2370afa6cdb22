import Foundation

/// The rows, items and sections of tables and collection views: UIKit's additions to
/// Foundation's index path, a section index followed by a row or item index.
// SDK: UIKit/UITableView.h — @interface NSIndexPath (UITableView) + (instancetype)indexPathForRow:(NSInteger)row
//     inSection:(NSInteger)section; @property (nonatomic, readonly) NSInteger section; @property (nonatomic, readonly) NSInteger row;
// SDK: UIKit/UICollectionView.h — @interface NSIndexPath (UICollectionViewAdditions) + (instancetype)indexPathForItem:(NSInteger)item
//     inSection:(NSInteger)section; @property (nonatomic, readonly) NSInteger item;
// (Swift, UIKit overlay: extension IndexPath { init(row: Int, section: Int); init(item: Int, section: Int);
//     var section: Int; var row: Int; var item: Int })
extension IndexPath {
    /// The path of a row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path of an item in a section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int { self[0] }

    /// The row: the second index.
    public var row: Int { self[1] }

    /// The item: the second index.
    public var item: Int { self[1] }
}

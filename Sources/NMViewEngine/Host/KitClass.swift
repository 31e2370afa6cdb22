import NMViewModel

/// The UIKit classes the layout format declares properties for, and which of them inherits from
/// which, so a host can tell a custom class's declared base (`base`, UIView when none is written)
/// from the class the device actually made.
public enum KitClass {
    /// Every class the format declares: UIView and the fourteen with properties of their own.
    public static var declared: Set<String> { ViewNode.kitClasses }

    /// The declared classes that inherit from another declared class than UIView, with it.
    static let declaredSuperclass = ["UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView"]

    /// Whether a view of declared class `name` is a kind of declared class `other`.
    public static func isKind(_ name: String, of other: String) -> Bool {
        var current: String? = name
        while let name = current {
            if name == other { return true }
            current = name == ViewNode.viewClassDefault ? nil : declaredSuperclass[name] ?? ViewNode.viewClassDefault
        }
        return false
    }
}

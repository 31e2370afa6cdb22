/// Methods UIKit's classes already have, by the first part of their selector, which an action
/// of a layout must not name: the host binds an action it has no generated code for by selector,
/// and the owner responds to these with UIKit's own implementation (a button named `dismiss`
/// would run `UIViewController.dismiss(animated:completion:)`). Those without parameters, and
/// those taking one object, are the ones a control's action can reach. Lint refuses such an action
/// (`rule.action-shadows-uikit`) and `import-xib` leaves one out, so both read this one list.
public enum ReservedSelectors {
    /// UIResponder and UIView, which every owner is or holds.
    public static let view: Set<String> = [
        "becomeFirstResponder", "resignFirstResponder", "reloadInputViews", "layoutSubviews", "setNeedsLayout",
        "layoutIfNeeded", "setNeedsDisplay", "removeFromSuperview", "sizeToFit", "didMoveToWindow",
        "didMoveToSuperview", "willMoveToWindow", "willMoveToSuperview", "didAddSubview", "willRemoveSubview",
        "bringSubviewToFront", "sendSubviewToBack", "addSubview", "tintColorDidChange", "updateConstraints",
        "setNeedsUpdateConstraints", "invalidateIntrinsicContentSize",
        // NMView's own hooks.
        "viewDidLoad", "changeLayoutIfNecessary",
    ]

    /// UITableViewCell and UICollectionViewCell, on top of the view's.
    public static let cell: Set<String> = ["prepareForReuse", "setSelected", "setHighlighted", "setEditing", "updateConfiguration"]

    /// UIViewController.
    public static let controller: Set<String> = [
        "loadView", "loadViewIfNeeded", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
        "didReceiveMemoryWarning", "dismiss", "dismissViewControllerAnimated", "present", "presentViewController",
        "show", "showViewController", "showDetailViewController", "setNeedsStatusBarAppearanceUpdate",
        "removeFromParent", "removeFromParentViewController", "didMoveToParentViewController",
        "willMoveToParentViewController", "becomeFirstResponder", "resignFirstResponder", "setEditing",
        "performSegueWithIdentifier", "unwindForSegue",
    ]

    /// The names an action of a layout of `kind` must not take.
    public static func names(for kind: DocumentKind) -> Set<String> {
        switch kind {
        case .view: view
        case .tableCell, .collectionCell: view.union(cell)
        case .controller: controller
        }
    }
}

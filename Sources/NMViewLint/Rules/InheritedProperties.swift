import NMViewModel

/// Instance properties the owner of a layout inherits from UIKit and NMView, by Swift name, which
/// an outlet's generated accessor must not take: `var title: UILabel` in an extension of a
/// view controller redeclares `UIViewController.title`, and the generated file does not compile.
///
/// The lists hold the properties of Apple's documented API a view id could plausibly be named
/// after (`title`, `imageView`, `contentView`, `frame`), from UIKit's headers, and the public
/// properties of NMView, NMTableViewCell, NMCollectionViewCell and NMViewController.
enum InheritedProperties {
    /// NSObject, UIResponder and UIView, which every owner but a controller is.
    static let view: Set<String> = [
        "description", "debugDescription", "hash", "superclass", "next", "undoManager", "inputView",
        "inputAccessoryView", "canBecomeFirstResponder", "canResignFirstResponder", "isFirstResponder", "keyCommands",
        "userActivity", "frame", "bounds", "center", "transform", "transform3D", "anchorPoint", "alpha", "isHidden",
        "isOpaque", "backgroundColor", "tintColor", "tintAdjustmentMode", "tag", "layer", "superview", "subviews",
        "window", "mask", "clipsToBounds", "contentMode", "contentScaleFactor", "isUserInteractionEnabled",
        "isMultipleTouchEnabled", "isExclusiveTouch", "gestureRecognizers", "constraints", "layoutMargins",
        "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "safeAreaInsets", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide",
        "layoutGuides", "traitCollection", "autoresizingMask", "autoresizesSubviews",
        "translatesAutoresizingMaskIntoConstraints", "intrinsicContentSize", "semanticContentAttribute",
        "effectiveUserInterfaceLayoutDirection", "overrideUserInterfaceStyle", "interactions", "motionEffects",
        "restorationIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityIdentifier", "accessibilityTraits", "accessibilityElements", "accessibilityFrame",
        "isAccessibilityElement", "largeContentTitle", "largeContentImage", "showsLargeContentViewer",
        "alignmentRectInsets", "clearsContextBeforeDrawing", "leadingAnchor", "trailingAnchor", "leftAnchor",
        "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor",
        "firstBaselineAnchor", "lastBaselineAnchor", "canBecomeFocused", "isFocused", "focusGroupIdentifier",
        // NMView's own.
        "layout", "automaticLayoutChangeEnabled", "currentVariant", "currentLayoutName", "problems",
    ]

    /// UITableViewCell and NMTableViewCell, on top of the view's.
    static let tableCell: Set<String> = view.union([
        "contentView", "textLabel", "detailTextLabel", "imageView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "reuseIdentifier", "selectionStyle", "isSelected", "isHighlighted",
        "editingStyle", "showsReorderControl", "shouldIndentWhileEditing", "accessoryType", "accessoryView",
        "editingAccessoryType", "editingAccessoryView", "indentationLevel", "indentationWidth", "isEditing",
        "showingDeleteConfirmation", "focusStyle", "separatorInset", "configurationState", "contentConfiguration",
        "backgroundConfiguration", "automaticallyUpdatesContentConfiguration",
        "automaticallyUpdatesBackgroundConfiguration", "configurationUpdateHandler",
        // NMTableViewCell's own.
        "layoutHost", "layoutBuilds",
    ])

    /// UICollectionViewCell and NMCollectionViewCell, on top of the view's.
    static let collectionCell: Set<String> = view.union([
        "contentView", "isSelected", "isHighlighted", "backgroundView", "selectedBackgroundView", "reuseIdentifier",
        "configurationState", "contentConfiguration", "backgroundConfiguration",
        "automaticallyUpdatesContentConfiguration", "automaticallyUpdatesBackgroundConfiguration",
        "configurationUpdateHandler",
        // NMCollectionViewCell's own.
        "layoutHost", "layoutBuilds",
    ])

    /// NSObject, UIResponder, UIViewController and NMViewController.
    static let controller: Set<String> = [
        "description", "debugDescription", "hash", "superclass", "next", "undoManager", "inputView",
        "inputAccessoryView", "canBecomeFirstResponder", "isFirstResponder", "keyCommands", "userActivity", "view",
        "viewIfLoaded", "isViewLoaded", "title", "nibName", "nibBundle", "storyboard", "parent", "children",
        "presentedViewController", "presentingViewController", "navigationController", "navigationItem",
        "tabBarController", "tabBarItem", "splitViewController", "toolbarItems", "hidesBottomBarWhenPushed",
        "editButtonItem", "isEditing", "preferredContentSize", "modalPresentationStyle", "modalTransitionStyle",
        "isModalInPresentation", "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "transitioningDelegate", "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins",
        "systemMinimumLayoutMargins", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "prefersHomeIndicatorAutoHidden", "restorationIdentifier", "restorationClass", "traitCollection",
        "presentationController", "popoverPresentationController", "sheetPresentationController",
        "overrideUserInterfaceStyle", "isBeingPresented", "isBeingDismissed", "isMovingToParent",
        "isMovingFromParent", "contentUnavailableConfiguration",
        // NMViewController's own.
        "layout", "currentLayoutName", "layoutBuilds", "problems", "layoutHost",
    ]

    /// The names an outlet of a layout of `kind` must not take.
    static func names(for kind: DocumentKind) -> Set<String> {
        switch kind {
        case .view: view
        case .tableCell: tableCell
        case .collectionCell: collectionCell
        case .controller: controller
        }
    }
}

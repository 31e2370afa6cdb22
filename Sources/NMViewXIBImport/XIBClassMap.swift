import NMViewModel

/// Which UIKit class each of IB's view elements makes, and the element kinds that are views.
enum XIBClassMap {
    /// IB's element name → the UIKit class it makes.
    static let uikitClass: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "scrollView": "UIScrollView", "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
        "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "tableView": "UITableView", "collectionView": "UICollectionView", "stackView": "UIStackView",
        "pageControl": "UIPageControl", "stepper": "UIStepper", "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "searchBar": "UISearchBar", "containerView": "UIView",
    ]

    /// Cells and supplementary views; top-level cells become layouts of a cell kind (``XIBCell``).
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// A window's own attributes, which a view has no use for: whether it shows at launch and
    /// fills the screen.
    static let windowAttributes: Set<String> = ["visibleAtLaunch", "resizesToFullScreen"]

    /// Whether a top-level `element` becomes a layout: a view, a cell, or a window, imported as the
    /// view it is (in both formats alike).
    static func isTopLevelView(_ element: XIBElement) -> Bool {
        isView(element) || element.name == "window" || XIBCell(element) != nil
    }

    /// `element` without a window's own attributes, when it is a window.
    static func withoutWindowAttributes(_ element: XIBElement) -> XIBElement {
        guard element.name == "window" else { return element }
        var view = element
        for name in windowAttributes { view.attributes[name] = nil }
        return view
    }

    /// The class NMView marked alternative layouts with, and the tag that did the same.
    static let layoutViewClass = "NMViewLayoutView"
    /// The tag of an alternative layout view in the original NMView.
    static let layoutViewTag = "66768"
    /// The class that kept alternative layouts out of a subtree, and its tag.
    static let omitSubviewsClass = "NMViewLayoutOmitSubviewsView"
    /// The tag of a subtree alternative layouts did not reach into.
    static let omitSubviewsTag = "66769"

    /// Whether `element` is a view the importer writes (cells are reported instead).
    static func isView(_ element: XIBElement) -> Bool {
        uikitClass[element.name] != nil
    }

    /// The class written for `element`: its custom class (module-qualified unless the module is
    /// the target's own), else its UIKit class. The NMView marker classes become plain views.
    static func className(of element: XIBElement) -> String {
        let uikit = uikitClass[element.name] ?? "UIView"
        guard let custom = element["customClass"], custom != layoutViewClass, custom != omitSubviewsClass else {
            return uikit
        }
        if let module = element["customModule"], element["customModuleProvider"] != "target" {
            return "\(module).\(custom)"
        }
        return custom
    }

    /// The UIKit class a custom class on `element` inherits from, written as its `base` so that it
    /// keeps that class's properties: IB's element for a label with a custom class is a label.
    /// `nil` without a custom class, for a plain view, for a class the format declares nothing of,
    /// or for a custom class that names one of UIKit's (a damaged file), which is that class.
    static func baseClass(of element: XIBElement) -> String? {
        let className = className(of: element)
        guard let uikit = uikitClass[element.name], className != uikit, ViewNode.kitClasses.contains(uikit),
            !ViewNode.kitClasses.contains(className)
        else { return nil }
        // A plain view's base goes without saying, except beside a class that looks like a
        // misspelt UIKit one (customClass="UILcbel"): the xib says it is a class of the app's own,
        // and the base says so to lint, which would otherwise take it for a typo.
        if uikit == ViewNode.viewClassDefault, ViewNode.kitClassesResembling(className).isEmpty { return nil }
        return uikit
    }

    /// Whether `element` is an alternative layout of the original NMView.
    static func isAlternativeLayout(_ element: XIBElement) -> Bool {
        element["customClass"] == layoutViewClass || element["tag"] == layoutViewTag
    }

    /// Whether alternative layouts stop at `element`.
    static func omitsFromLayouts(_ element: XIBElement) -> Bool {
        element["customClass"] == omitSubviewsClass || element["tag"] == omitSubviewsTag
    }
}

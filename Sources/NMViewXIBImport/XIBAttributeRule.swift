import NMViewModel

/// How one of IB's attributes becomes a property: which property, how its text converts, and the
/// values IB writes for a view left as UIKit makes it, which a person would not write.
struct XIBAttributeRule: Sendable {
    /// How the attribute's text converts.
    enum Conversion: Sendable {
        case bool
        case number
        case string
        /// IB's name → the format's, for enumerations whose names differ.
        case names([String: String])
    }

    /// The property it sets.
    var property: ViewProperty
    /// How its text converts.
    var conversion: Conversion
    // Arrays, not sets: they hold one to three short names, and comparing those is cheaper than
    // hashing the text for every attribute of every view.
    /// Values left out, for any element; with `elements` only for those.
    var defaults: [String] = []
    /// Elements (`label`, …) `defaults` applies to; empty means every element.
    var elements: [String] = []
    /// Elements `defaults` does not apply to, whose UIKit class has another default.
    var exceptOn: [String] = []
    /// IB's defaults for some elements that differ from UIView's, from ``classDefaults``.
    var elementDefaults: [(element: String, values: [String])] = []

    /// Whether `text` is what IB writes on `element` for a view left as UIKit makes it, where that
    /// differs from UIView's default.
    func isElementDefault(_ text: String, on element: String) -> Bool {
        elementDefaults.contains { $0.element == element && $0.values.contains(text) }
    }

    /// The value to write for `text` on `element`, nil for a default, or `.none` when it does not convert.
    func value(_ text: String, on element: String) -> PropertyValue?? {
        if defaults.contains(text), elements.isEmpty || elements.contains(element), !exceptOn.contains(element) { return .some(nil) }
        switch conversion {
        case .bool:
            guard text == "YES" || text == "NO" else { return nil }
            return .some(.bool(text == "YES"))
        case .number:
            guard let number = Double(text), number.isFinite else { return nil }
            return .some(.number(number))
        case .string:
            return .some(.string(text))
        case .names(let names):
            guard let name = names[text] else { return nil }
            return .some(.string(name))
        }
    }
}

extension XIBAttributeRule {
    /// Each attribute the importer maps, by its name in the xib, with its ``classDefaults``.
    static let table: [String: XIBAttributeRule] = Dictionary(
        uniqueKeysWithValues: rules.map { name, rule in
            var rule = rule
            rule.elementDefaults = classDefaults.compactMap { element, defaults in defaults[name].map { (element, $0.sorted()) } }
            return (name, rule)
        })

    /// Each attribute the importer maps, by its name in the xib.
    private static let rules: [String: XIBAttributeRule] = [
        "hidden": .init(property: .hidden, conversion: .bool, defaults: ["NO"]),
        "alpha": .init(property: .alpha, conversion: .number, defaults: ["1", "1.0"]),
        "tag": .init(property: .tag, conversion: .number, defaults: ["0"]),
        "clipsSubviews": .init(property: .clipsToBounds, conversion: .bool, defaults: ["NO"]),
        "opaque": .init(property: .opaque, conversion: .bool, defaults: ["YES"]),
        // On for a label or image view is not UIKit's default for them, which is off.
        "userInteractionEnabled": .init(
            property: .userInteractionEnabled, conversion: .bool, defaults: ["YES"], exceptOn: ["label", "imageView"]),
        "contentMode": .init(property: .contentMode, conversion: .names(same(ContentMode.allCases.map(\.rawValue))), defaults: ["scaleToFill"]),
        // An empty text field's text="" is no text.
        "text": .init(property: .text, conversion: .string, defaults: [""]),
        "textAlignment": .init(property: .textAlignment, conversion: .names(same(TextAlignment.allCases.map(\.rawValue))), defaults: ["natural"]),
        "numberOfLines": .init(property: .numberOfLines, conversion: .number, defaults: ["1"]),
        "lineBreakMode": .init(property: .lineBreakMode, conversion: .names(lineBreakModes), defaults: ["tailTruncation"]),
        "adjustsFontSizeToFit": .init(property: .adjustsFontSizeToFitWidth, conversion: .bool, defaults: ["NO"]),
        "minimumScaleFactor": .init(property: .minimumScaleFactor, conversion: .number),
        "enabled": .init(property: .enabled, conversion: .bool, defaults: ["YES"]),
        "selected": .init(property: .selected, conversion: .bool, defaults: ["NO"]),
        "image": .init(property: .image, conversion: .string),
        "highlightedImage": .init(property: .highlightedImage, conversion: .string),
        "placeholder": .init(property: .placeholder, conversion: .string),
        "borderStyle": .init(property: .borderStyle, conversion: .names(same(BorderStyle.allCases.map(\.rawValue)))),
        "clearButtonMode": .init(property: .clearButtonMode, conversion: .names(same(ClearButtonMode.allCases.map(\.rawValue))), defaults: ["never"]),
        "editable": .init(property: .editable, conversion: .bool, defaults: ["YES"]),
        "selectable": .init(property: .selectable, conversion: .bool, defaults: ["YES"]),
        "on": .init(property: .on, conversion: .bool, defaults: ["NO"]),
        "value": .init(property: .value, conversion: .number),
        "minValue": .init(property: .minimumValue, conversion: .number, defaults: ["0.0", "0"]),
        "maxValue": .init(property: .maximumValue, conversion: .number, defaults: ["1", "1.0"]),
        "selectedSegmentIndex": .init(property: .selectedSegmentIndex, conversion: .number),
        "progress": .init(property: .progress, conversion: .number),
        "style": .init(property: .style, conversion: .names(activityStyles), defaults: ["medium", "gray", "white"]),
        "hidesWhenStopped": .init(property: .hidesWhenStopped, conversion: .bool, defaults: ["YES"]),
        "animating": .init(property: .animating, conversion: .bool, defaults: ["NO"]),
        "pagingEnabled": .init(property: .pagingEnabled, conversion: .bool, defaults: ["NO"]),
        "scrollEnabled": .init(property: .scrollEnabled, conversion: .bool, defaults: ["YES"]),
        "bounces": .init(property: .bounces, conversion: .bool, defaults: ["YES"]),
        "showsHorizontalScrollIndicator": .init(property: .showsHorizontalScrollIndicator, conversion: .bool, defaults: ["YES"]),
        "showsVerticalScrollIndicator": .init(property: .showsVerticalScrollIndicator, conversion: .bool, defaults: ["YES"]),
        "buttonType": .init(property: .buttonType, conversion: .names(buttonTypes), defaults: ["system", "roundedRect"]),
        // Stack views arrange their subviews by these; a table's -1 is UIKit's automatic row height.
        "axis": .init(property: .axis, conversion: .names(same(StackAxis.allCases.map(\.rawValue))), defaults: ["horizontal"]),
        "spacing": .init(property: .spacing, conversion: .number, defaults: ["0", "0.0"]),
        "alignment": .init(property: .alignment, conversion: .names(same(StackAlignment.allCases.map(\.rawValue))), defaults: ["fill"]),
        "distribution": .init(property: .distribution, conversion: .names(same(StackDistribution.allCases.map(\.rawValue))), defaults: ["fill"]),
        "rowHeight": .init(property: .rowHeight, conversion: .number, defaults: ["-1"]),
    ]

    /// IB's defaults for some classes that differ from UIView's, left out like the others.
    private static let classDefaults: [String: [String: Set<String>]] = [
        "label": ["contentMode": ["left"], "userInteractionEnabled": ["NO"]],
        "imageView": ["userInteractionEnabled": ["NO"]],
        "textField": ["contentMode": ["left"]],
        "button": ["lineBreakMode": ["middleTruncation"]],
    ]

    /// What IB's leaving an attribute out means, by element, where that differs from the format's
    /// (UIKit's) default: IB writes `userInteractionEnabled="NO"` on a label or image view only
    /// when it is off, and `hidesWhenStopped="YES"` on a spinner only when it is on, whereas
    /// UILabel and UIImageView default to no interaction
    /// (developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled) and
    /// UIActivityIndicatorView to hiding when stopped
    /// (developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped).
    /// The archive translator writes what the archive's absence means (ArchiveViewMapping).
    static let impliedWhenAbsent: [String: [String: String]] = [
        "label": ["userInteractionEnabled": "YES"], "imageView": ["userInteractionEnabled": "YES"],
        "activityIndicatorView": ["hidesWhenStopped": "NO"],
    ]

    /// IB's bookkeeping and Auto Layout attributes, which say nothing about how a view looks.
    static let ignored: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "fixedFrame", "misplaced",
        "ambiguous", "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
        "contentInsetAdjustmentBehavior", "baselineAdjustment", "adjustsLetterSpacingToFitWidth", "minimumFontSize",
        "segmentControlStyle", "clearsContextBeforeDrawing",
        "autoresizesSubviews", "multipleTouchEnabled", "springLoaded", "pointerInteraction",
        "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "restorationIdentifier",
        // Read by the tree converter, for the root and every view.
        "semanticContentAttribute",
        "directionalLockEnabled", "delaysContentTouches",
        "canCancelContentTouches", "bouncesZoom", "continuous", "usesAttributedText", "momentary",
        "adjustsImageSizeForAccessibilityContentSizeCategory",
    ]

    /// Attributes the format has no property for, at the values IB writes for a view left as IB
    /// makes it, by element (`*` for every element): left out like a default; at any other value
    /// they are reported. UIControl centres its content both ways and UIScrollView dismisses no
    /// keyboard and draws default indicators unless told otherwise; the table and collection
    /// values are what IB's library items are saved with (-1 is UIKit's automatic dimension).
    private static let stockValues: [String: [String: Set<String>]] = [
        "*": [
            "contentHorizontalAlignment": ["center"], "contentVerticalAlignment": ["center"],
            "keyboardDismissMode": ["none"], "indicatorStyle": ["default"],
        ],
        "textField": ["contentHorizontalAlignment": ["left", "natural"]],
        // IB saves every segmented control so; its segments lay out their content themselves.
        "segmentedControl": ["contentHorizontalAlignment": ["left"], "contentVerticalAlignment": ["top"]],
        "tableView": [
            "alwaysBounceVertical": ["YES"], "style": ["plain"], "separatorStyle": ["default", "1"],
            "dataMode": ["none", "prototypes"], "estimatedRowHeight": ["-1"], "sectionHeaderHeight": ["-1", "22", "28", "18"],
            "sectionFooterHeight": ["-1", "22", "28", "18"], "estimatedSectionHeaderHeight": ["-1"],
            "estimatedSectionFooterHeight": ["-1"], "sectionIndexMinimumDisplayRowCount": ["0"],
            "showsSelectionImmediatelyOnTouchBegin": ["YES"],
        ],
        "collectionView": ["dataMode": ["none", "prototypes"]],
    ]

    /// Whether `text` is IB's stock value of the unmapped attribute `name` on `element`.
    static func isStock(_ name: String, _ text: String, on element: String) -> Bool {
        stockValues[element]?[name]?.contains(text) == true || stockValues["*"]?[name]?.contains(text) == true
    }

    private static func same(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
    }

    private static let lineBreakModes = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]
    private static let activityStyles = [
        "medium": "medium", "large": "large", "gray": "medium", "white": "medium", "whiteLarge": "large",
    ]
    private static let buttonTypes = [
        "custom": "custom", "system": "system", "roundedRect": "system", "detailDisclosure": "detailDisclosure",
        "infoLight": "infoLight", "infoDark": "infoDark", "contactAdd": "contactAdd", "close": "close",
    ]
}

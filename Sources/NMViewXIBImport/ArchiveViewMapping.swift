/// How an archive view object's keys become the current format's attributes and elements.
struct ArchiveViewMapping {
    var values: ArchiveValues

    /// The current element for an archive class: `IBUIImageView` → `imageView`, when the current
    /// format has that element; nil for other classes (written as views of their UIKit class).
    static func elementName(for archiveClass: String) -> String? {
        guard archiveClass.hasPrefix("IBUI") else { return nil }
        let bare = archiveClass.dropFirst(4)
        let name = bare.prefix(1).lowercased() + bare.dropFirst()
        return XIBClassMap.uikitClass[name] != nil || XIBClassMap.cellElements.contains(name) || name == "window" ? name : nil
    }

    /// Whether a top-level archive object is a view: of a view class the current format has, or
    /// with a view's geometry (a custom view class of the app's own). An `IBUICustomObject` or an
    /// `IBUIViewController` among the root objects has neither.
    func isView(_ object: XIBElement) -> Bool {
        Self.elementName(for: object["class"] ?? "") != nil
            || ["NSFrame", "NSFrameSize", "NSvFlags", "NSSubviews"].contains { object.child(key: $0) != nil }
    }

    /// Archive keys whose values carry straight over, as the current attribute named.
    private static let plainKeys: [String: String] = [
        "IBUITag": "tag", "IBUIAlpha": "alpha", "IBUIText": "text", "IBUINumberOfLines": "numberOfLines",
        "IBUIClipsSubviews": "clipsSubviews", "IBUIUserInteractionEnabled": "userInteractionEnabled",
        "IBUIOpaque": "opaque", "IBUIAdjustsFontSizeToFit": "adjustsFontSizeToFit", "IBUIPlaceholder": "placeholder",
        "IBUIOn": "on", "IBUIValue": "value", "IBUIMinValue": "minValue", "IBUIMaxValue": "maxValue",
        "IBUIProgress": "progress", "IBUIHidesWhenStopped": "hidesWhenStopped", "IBUIAnimating": "animating",
        "IBUIEnabled": "enabled", "IBUISelected": "selected", "IBUIPagingEnabled": "pagingEnabled",
        "IBUIScrollEnabled": "scrollEnabled", "IBUIBounces": "bounces", "IBUIEditable": "editable",
        "IBUIShowsHorizontalScrollIndicator": "showsHorizontalScrollIndicator",
        "IBUIShowsVerticalScrollIndicator": "showsVerticalScrollIndicator",
        "IBSelectedSegmentIndex": "selectedSegmentIndex", "IBUIReuseIdentifier": "reuseIdentifier",
        "IBUIRowHeight": "rowHeight",
    ]

    /// Archive keys whose integer values index a list of current names.
    private static let indexedKeys: [String: (String, [String])] = [
        "IBUIContentMode": ("contentMode", ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]),
        "IBUITextAlignment": ("textAlignment", ["left", "center", "right", "justified", "natural"]),
        "IBUILineBreakMode": ("lineBreakMode", ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]),
        "IBUIButtonType": ("buttonType", ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]),
        "IBUIBorderStyle": ("borderStyle", ["none", "line", "bezel", "roundedRect"]),
        "IBUIStyle": ("style", ["whiteLarge", "white", "gray"]),
        // UIControl.ContentHorizontalAlignment and .ContentVerticalAlignment in raw value order.
        "IBUIContentHorizontalAlignment": ("contentHorizontalAlignment", ["center", "left", "right", "fill", "leading", "trailing"]),
        "IBUIContentVerticalAlignment": ("contentVerticalAlignment", ["center", "top", "bottom", "fill"]),
        // UITableViewCell.SelectionStyle and .AccessoryType in their raw values' order.
        "IBUISelectionStyle": ("selectionStyle", ["none", "blue", "gray", "default"]),
        "IBUIAccessoryType": ("accessoryType", ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]),
    ]

    /// Colours by archive key → current key.
    private static let colorKeys: [String: String] = [
        "IBUIBackgroundColor": "backgroundColor", "IBUITextColor": "textColor", "IBUITintColor": "tintColor",
        "IBUIOnTintColor": "onTintColor", "IBUISeparatorColor": "separatorColor", "IBUIProgressTintColor": "progressTintColor",
        "IBUITrackTintColor": "trackTintColor", "IBUIThumbTintColor": "thumbTintColor",
    ]

    /// Keys that say nothing about a view's look in the format's terms.
    private static let ignoredKeys: Set<String> = [
        "NSNextResponder", "NSvFlags", "NSFrame", "NSFrameSize", "NSSuperview", "NSSubviews", "targetRuntimeIdentifier",
        "IBUIBaselineAdjustment", "IBUIMinimumFontSize", "IBUIHighlightedColor", "IBUIMultipleTouchEnabled",
        "IBUIAutoresizesSubviews",
        "IBUIClearsContextBeforeDrawing", "NSWindow", "IBUISimulatedOrientationMetrics", "IBUISimulatedStatusBarMetrics",
        "IBUISimulatedDestinationMetrics", "IBUISimulatedSizeMetrics", "IBUIShadowOffset", "IBUIHighlightedTitleColor",
        "IBUINormalTitleShadowColor", "IBUIFontDescription", "IBUIFont", "IBUINormalTitle", "IBUINormalTitleColor",
        "IBUIImage", "IBUINormalImage", "IBUINormalBackgroundImage", "IBUIDelaysContentTouches",
        "IBUICanCancelContentTouches", "IBUIAdjustsImageWhenHighlighted",
        // A cell's content view, read with the cell's subviews; a window's bookkeeping.
        "IBUIContentView", "IBUIVisibleAtLaunch", "IBUIResizesToFullScreen",
        // The key-view loop and the object's id for Xcode, references to other objects.
        "NSNextKeyView", "NSReuseIdentifierKey",
        // The segments' count (their titles give it) and the bar style iOS 7 retired.
        "IBNumberOfSegments", "IBSegmentControlStyle",
    ]

    /// `NSFrame`/`NSFrameSize` → `<rect key="frame">`; `NSvFlags`' low six bits → the mask, and
    /// its top bit → hidden.
    func translateGeometry(of object: XIBElement, into element: inout XIBElement) {
        let frame = values.text("NSFrame", in: object).map(ArchiveValues.numbers)
            ?? values.text("NSFrameSize", in: object).map { [0, 0] + ArchiveValues.numbers(in: $0) }
        if let frame, frame.count == 4 {
            let attributes = ["key": "frame", "x": "\(frame[0])", "y": "\(frame[1])", "width": "\(frame[2])", "height": "\(frame[3])"]
            element.children.append(XIBElement(name: "rect", attributes: attributes, line: object.line, column: object.column))
        }
        guard let flags = values.text("NSvFlags", in: object).flatMap(Int64.init) else { return }
        let bits = UInt32(truncatingIfNeeded: flags)
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        var mask = ["key": "autoresizingMask"]
        for (bit, name) in names.enumerated() where bits & (1 << UInt32(bit)) != 0 { mask[name] = "YES" }
        element.children.append(XIBElement(name: "autoresizingMask", attributes: mask, line: object.line, column: object.column))
        if bits & 0x8000_0000 != 0 { element.attributes["hidden"] = "YES" }
    }

    /// Every other key of `object`: mapped where the current format has it, else carried as an
    /// attribute of its own name so that the property reader reports it.
    func translateProperties(of object: XIBElement, into element: inout XIBElement) {
        for child in object.children {
            guard let key = child["key"], !Self.ignoredKeys.contains(key) else { continue }
            let resolved = values.resolve(child)
            let text = resolved.text
            if translateSegments(key, resolved, into: &element) || translateTraits(key, resolved, into: &element) { continue }
            // A table's IBUIStyle is UITableView.Style, a spinner's its own.
            let indexed = key == "IBUIStyle" && element.name == "tableView" ? ("style", ["plain", "grouped", "insetGrouped"]) : Self.indexedKeys[key]
            if let name = Self.plainKeys[key] {
                element.attributes[name] = child.name == "bool" ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
            } else if let (name, list) = indexed, let index = Int(text), list.indices.contains(index) {
                element.attributes[name] = list[index]
            } else if let name = Self.colorKeys[key], let attributes = values.colorAttributes(values.resolve(child)) {
                element.children.append(XIBElement(name: "color", attributes: attributes.merging(["key": name]) { a, _ in a }, line: child.line, column: child.column))
            } else {
                // IBUIAlwaysBounceVertical is the current format's alwaysBounceVertical, so that
                // the attribute rules and IB's stock values apply to both formats alike. An object
                // or a reference is named without its text, which is the XML's whitespace.
                let name = Self.currentName(key)
                let value = resolved.children.isEmpty ? text.trimmingCharacters(in: .whitespacesAndNewlines) : ""
                element.attributes[name] = value.isEmpty ? "…" : value
            }
        }
        // An archive leaves IBUIHidesWhenStopped out when it is on, the document format when it is off.
        if element.name == "activityIndicatorView", element["hidesWhenStopped"] == nil { element.attributes["hidesWhenStopped"] = "YES" }
        translateContent(of: object, into: &element)
    }
}

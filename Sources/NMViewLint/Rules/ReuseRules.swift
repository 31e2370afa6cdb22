import NMViewDiagnostics
import NMViewEngine
import NMViewModel

/// Rules about reusable views, the document's `kind` and stack views: what goes wrong when a
/// layout is a cell's content view or a controller's view, and frames a stack view ignores.
enum ReuseRules {
    static let stackArrangedFrame = LintRule(
        "rule.stack-arranged-frame", .warning,
        "An alternative layout sets the frame of a stack view's arranged subview, which the stack view places itself."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for index in context.layoutEntries.indices where context.layoutEntries[index].node.frame != nil {
            guard let id = context.layoutEntries[index].node.id, let view = context.firstViewWithID[id] else { continue }
            let parent = context.views[view].parent
            guard parent >= 0, context.views[parent].kitClass == CompiledLayout.stackViewClass else { continue }
            let stack = context.views[parent].id.map { "'\($0)'" } ?? "its stack view"
            findings.append(
                rule.finding(
                    "'\(id)' is arranged by \(stack), a UIStackView, which places it; this frame is never used",
                    at: context.location(ofEntry: index, "frame", key: true),
                    notes: [.init("set the stack view's own frame, axis or spacing in this layout instead")]))
        }
        return findings
    }

    static let cellContentView = LintRule(
        "rule.cell-content-view", .warning,
        "A cell layout's root (the cell's contentView) is hidden, transparent or ignores touches, so every row comes out blank or dead."
    ) { rule, context in
        guard context.document.kind.isCell else { return [] }
        let root = context.document.root
        var findings: [Diagnostic] = []
        func check(_ property: ViewProperty, _ bad: (PropertyValue) -> Bool, _ effect: String) {
            guard let value = root[property], bad(value) else { return }
            findings.append(
                rule.finding(
                    "the root of a cell is its contentView: '\(property.rawValue)' here \(effect) in every row",
                    at: context.location(ModelPath([.key("root"), .key(property.rawValue)]), key: true)))
        }
        check(.hidden, { $0.boolValue == true }, "hides the content")
        check(.alpha, { $0.numberValue == 0 }, "makes the content invisible")
        check(.userInteractionEnabled, { $0.boolValue == false }, "keeps touches from every control")
        return findings
    }

    static let cellHeight = LintRule(
        "rule.cell-height", .warning,
        "A view of a cell's layout reaches below the layout's design height, which is the cell's height, so the cell cuts it off."
    ) { rule, context in
        // A table's row height and a collection cell's size both answer the design height.
        guard context.document.kind.isCell else { return [] }
        var findings: [Diagnostic] = []
        let height = context.document.size.height
        let views = context.views
        let rootPlacesFreely = PrimaryView.placesSubviewsFreely(
            grid: context.document.root.grid, class: context.document.root.viewClass)
        // Each view's top in the cell, nil where its frame is not where it is drawn: below a view
        // that places or clips its subviews (a scroll view, a stack, a grid, clipsToBounds), which
        // would cut it off first, or below a view already reported. Views come after their superview.
        var top = [Double?](repeating: nil, count: views.count)
        for index in views.indices {
            let parent = views[index].parent
            let parentTop: Double
            if parent < 0 {
                guard !rootPlacesFreely else { continue }
                parentTop = 0
            } else {
                guard let above = top[parent], !views[parent].placesSubviewsFreely,
                    views[parent].properties[ViewProperty.clipsToBounds.rawValue]?.boolValue != true
                else { continue }
                parentTop = above
            }
            guard let frame = views[index].frame, frame.y.isFinite, frame.height.isFinite else { continue }
            let bottom = parentTop + frame.y + frame.height
            guard bottom > height + 0.001 else {
                top[index] = parentTop + frame.y
                continue
            }
            let name = views[index].id.map { "'\($0)'" } ?? "this view"
            findings.append(
                rule.finding(
                    "\(name) reaches \(Self.points(bottom)) points down\(parent < 0 ? "" : " (its superviews' frames added)"), below the cell's design height of "
                        + "\(Self.points(height)): a cell is as tall as the design height, so it is cut off",
                    at: context.location(ofView: index, "frame"),
                    notes: [.init("make the design height (size) taller, or the view shorter")]))
        }
        return findings
    }

    static let nestedCell = LintRule(
        "rule.nested-cell", .error,
        "A view whose class is a cell's layout (kind tableCell or collectionCell): cells are dequeued by a table or collection view, never nested as subviews."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for index in context.views.indices {
            guard let viewClass = context.views[index].viewClass, let kind = context.kinds[viewClass], kind.isCell else {
                continue
            }
            let inside = context.document.kind.isCell ? "inside another cell" : "as a subview"
            findings.append(
                rule.finding(
                    "'\(viewClass)' is a \(kind.rawValue) layout, nested here \(inside); it is never reused or sized as a cell",
                    at: context.location(ofView: index, "class"),
                    notes: [.init("register it on a table or collection view and dequeue it there")]))
        }
        return findings
    }

    static let composedViewBase = LintRule(
        "rule.composed-view-base", .error,
        "A view whose class has a layout of its own (an NMView, a cell or a controller's view) written with a base other than UIView, which it can never be."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for index in context.views.indices {
            let view = context.views[index]
            guard let viewClass = view.viewClass, let base = view.kitClass, base != viewClass,
                base != ViewNode.viewClassDefault, let kind = context.kinds[viewClass]
            else { continue }
            findings.append(
                rule.finding(
                    "'\(viewClass)' has a \(kind.rawValue) layout of its own, so it is an \(kind.hostClass), never a "
                        + "\(base); lint and the preview would check and draw it as one",
                    at: context.location(ofView: index, "base"),
                    notes: [.init("remove its base: its own layout file says what it shows")]))
        }
        return findings
    }

    static let actionShadowsUIKit = LintRule(
        "rule.action-shadows-uikit", .error,
        "An action names a method UIKit already has on the layout's owner (a controller's viewDidLoad, a cell's prepareForReuse), so a tap would call UIKit's."
    ) { rule, context in
        let owner = context.document.kind.ownerClass
        let taken = ReservedSelectors.names(for: context.document.kind)
        var findings: [Diagnostic] = []
        for (method, path) in context.actions {
            let name = String(method.prefix { $0 != ":" })
            guard taken.contains(name) else { continue }
            findings.append(
                rule.finding(
                    "action '\(method)' is named after \(owner)'s own '\(name)': bound by selector, the control would "
                        + "call UIKit's method, not yours",
                    at: context.location(path),
                    notes: [.init("name the method after what the control does, such as '\(name)Tapped'")]))
        }
        return findings
    }

    private static func points(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}

extension DocumentKind {
    /// The UIKit class the layout's owner is, which its actions target.
    var ownerClass: String {
        switch self {
        case .view: "UIView"
        case .tableCell: "UITableViewCell"
        case .collectionCell: "UICollectionViewCell"
        case .controller: "UIViewController"
        }
    }
}

import NMViewDiagnostics
import NMViewModel

/// Rules about sizes and frames.
enum GeometryRules {
    static let invalidGeometry = LintRule(
        "rule.invalid-geometry", .error, "A size or frame with a negative width or height, or a number that is NaN or infinite."
    ) { rule, context in
        var findings: [Diagnostic] = []
        func check(_ values: [Double], width: Double, height: Double, at location: @autoclosure () -> SourceLocation) {
            if values.contains(where: { !$0.isFinite }) {
                findings.append(rule.finding("numbers must be finite, not NaN or infinite", at: location()))
            } else if width < 0 || height < 0 {
                findings.append(
                    rule.finding("width and height must not be negative (\(format(width)) × \(format(height)))", at: location()))
            }
        }
        func check(_ frame: Rect, at location: @autoclosure () -> SourceLocation) {
            guard !frame.isFiniteAndNonNegative else { return }
            check([frame.x, frame.y, frame.width, frame.height], width: frame.width, height: frame.height, at: location())
        }
        let document = context.document
        check(
            [document.size.width, document.size.height], width: document.size.width, height: document.size.height,
            at: context.location(ModelPath([.key("size")])))
        for index in context.views.indices {
            if let frame = context.views[index].frame { check(frame, at: context.location(ofView: index, "frame")) }
        }
        // Templates are compiled too, and their frames reach every copy that does not give its
        // own (the lint fuzzer's: a template frame of 1e320 compiled to an internal error).
        func checkTemplate(_ node: ViewNode, at path: [ModelPath.Component]) {
            if let frame = node.frame { check(frame, at: context.location(ModelPath(path + [.key("frame")]))) }
            for (position, subview) in node.subviews.enumerated() {
                checkTemplate(subview, at: path + [.key("subviews"), .index(position)])
            }
        }
        for (name, template) in document.templates.sorted(by: { $0.key < $1.key }) {
            checkTemplate(template, at: [.key("templates"), .key(name)])
        }
        for (index, layout) in document.layouts.enumerated() {
            check([layout.size.width, layout.size.height], width: layout.size.width, height: layout.size.height,
                  at: context.location(ModelPath([.key("layouts"), .index(index), .key("size")])))
        }
        for index in context.layoutEntries.indices {
            if let frame = context.layoutEntries[index].node.frame { check(frame, at: context.location(ofEntry: index, "frame")) }
        }
        return findings
    }

    static let emptyFrame = LintRule(
        "rule.empty-frame", .warning, "A frame with zero width or height: the view cannot be seen or touched."
    ) { rule, context in
        context.views.indices.compactMap { index -> Diagnostic? in
            guard let frame = context.views[index].frame, frame.width == 0 || frame.height == 0 else { return nil }
            return rule.finding(
                "frame is \(format(frame.width)) × \(format(frame.height)): the view cannot be seen",
                at: context.location(ofView: index, "frame"))
        }
    }

    static let gridMixedSizes = LintRule(
        "rule.grid-mixed-sizes", .warning, "A grid container whose subviews differ in size: the grid uses the first subview's size for all."
    ) { rule, context in
        context.views.indices.compactMap { index -> Diagnostic? in
            let view = context.views[index]
            guard view.position > 0, let first = view.gridFirstFrame, let frame = view.frame,
                frame.width != first.width || frame.height != first.height
            else { return nil }
            return rule.finding(
                "\(format(frame.width)) × \(format(frame.height)) differs from the first subview's \(format(first.width)) × \(format(first.height)); the grid lays it out at the first one's size",
                at: context.location(ofView: index, "frame"))
        }
    }

    static let outsideParent = LintRule(
        "rule.outside-parent", .warning, "A subview entirely outside its parent's bounds, which clips it or leaves it unreachable."
    ) { rule, context in
        var findings: [Diagnostic] = []
        let views = context.views
        for index in views.indices {
            guard let frame = views[index].frame, frame.isFiniteAndNonNegative, frame.width > 0, frame.height > 0 else {
                continue
            }
            let parent = views[index].parent
            let bounds = parent < 0 ? context.document.size : views[parent].frame?.size
            let placesFreely = parent < 0 ? PrimaryView.placesSubviewsFreely(grid: context.document.root.grid, class: context.document.root.viewClass) : views[parent].placesSubviewsFreely
            guard let bounds, !placesFreely else { continue }
            if frame.x >= bounds.width || frame.y >= bounds.height || frame.x + frame.width <= 0 || frame.y + frame.height <= 0 {
                findings.append(
                    rule.finding(
                        "frame lies entirely outside its parent's \(format(bounds.width)) × \(format(bounds.height)) bounds",
                        at: context.location(ofView: index, "frame")))
            }
        }
        return findings
    }

    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension Rect {
    /// Whether every number is finite and the size not negative: the frames most rules reason about.
    fileprivate var isFiniteAndNonNegative: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}

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
        "rule.outside-parent", .warning,
        "A subview outside its parent's bounds in any layout, at that layout's size: entirely outside, which leaves it unseen or unreachable, or partly, where its parent clips it or, for a control, where touches cannot reach it."
    ) { rule, context in
        guard !context.views.isEmpty else { return [] }
        let geometry = VariantGeometry(context)
        let compiled = geometry.compiled
        let rootPlacesFreely = PrimaryView.placesSubviewsFreely(grid: context.document.root.grid, class: context.document.root.kitClass)
        var findings: [Diagnostic] = []
        // What the primary layout reports, by view: an alternative that leaves such a view where
        // it is, in a parent of the same size, or entirely outside again, has nothing to add.
        var reportedInPrimary: [Int: (bounds: Size, entirely: Bool)] = [:]
        for (variantIndex, variant) in compiled.variants.enumerated() {
            for index in context.views.indices {
                guard let node = geometry.nodeOfView[index] else { continue }
                let frame = variant.frames[node]
                guard frame.isFiniteAndNonNegative, frame.width > 0, frame.height > 0 else { continue }
                let parent = context.views[index].parent
                let parentNode = parent < 0 ? nil : geometry.nodeOfView[parent]
                guard parent < 0 || parentNode != nil else { continue }
                let placesFreely = parent < 0 ? rootPlacesFreely : context.views[parent].placesSubviewsFreely
                if placesFreely { continue }
                let bounds = parentNode.map { variant.frames[$0].size } ?? variant.size
                let entry = variantIndex == 0 ? nil : geometry.settingEntry[variantIndex - 1][node]
                if variantIndex > 0, entry == nil, let reported = reportedInPrimary[index], frame == context.views[index].frame,
                    reported.entirely || reported.bounds == bounds
                {
                    continue
                }
                guard let overhang = Overhang(frame, in: bounds) else { continue }
                let clips = parentNode.map { compiled.nodes[$0][.clipsToBounds]?.boolValue == true }
                    ?? (context.document.root[.clipsToBounds]?.boolValue == true)
                let control = ViewNode.controlClasses.contains(compiled.nodes[node].kitClass)
                guard overhang.isEntire || clips || control else { continue }
                if variantIndex == 0 { reportedInPrimary[index] = (bounds, overhang.isEntire) }
                let size = "\(format(bounds.width)) × \(format(bounds.height))"
                let place = overhang.isEntire
                    ? "lies entirely outside its parent's \(size) bounds"
                    : "reaches \(overhang.description) of its parent's \(size) bounds, "
                        + (clips ? "where its parent clips it" : "where touches cannot reach it")
                let message: String
                if variantIndex > 0, entry == nil {
                    let name = context.views[index].id.map { "'\($0)'" } ?? "the view"
                    let layout = geometry.name(ofVariant: variantIndex)
                    message = "\(name) keeps its primary frame in \(layout), where it \(place); give it a frame there"
                } else {
                    message = "frame \(place)" + (variantIndex > 0 ? " in \(geometry.name(ofVariant: variantIndex))" : "")
                }
                let location = entry.map { context.location(ofEntry: $0, "frame") } ?? context.location(ofView: index, "frame")
                findings.append(rule.finding(message, at: location))
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

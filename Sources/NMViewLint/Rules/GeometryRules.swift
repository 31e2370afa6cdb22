import NMViewDiagnostics
import NMViewModel

/// Rules about sizes and frames.
enum GeometryRules {
    static let invalidGeometry = LintRule(
        "rule.invalid-geometry", .error, "A size or frame with a negative width or height, or a number that is NaN or infinite."
    ) { rule, context in
        var findings: [Diagnostic] = []
        func check(_ values: [Double], width: Double, height: Double, at path: ModelPath) {
            if values.contains(where: { !$0.isFinite }) {
                findings.append(rule.finding("numbers must be finite, not NaN or infinite", at: context.location(path)))
            } else if width < 0 || height < 0 {
                findings.append(
                    rule.finding(
                        "width and height must not be negative (\(format(width)) × \(format(height)))", at: context.location(path)))
            }
        }
        let document = context.document
        check([document.size.width, document.size.height], width: document.size.width, height: document.size.height, at: ModelPath([.key("size")]))
        for (node, path, _) in context.primaryViews() {
            if let frame = node.frame {
                check([frame.x, frame.y, frame.width, frame.height], width: frame.width, height: frame.height, at: path.appending("frame"))
            }
        }
        for (index, layout) in document.layouts.enumerated() {
            check([layout.size.width, layout.size.height], width: layout.size.width, height: layout.size.height,
                  at: ModelPath([.key("layouts"), .index(index), .key("size")]))
        }
        AlternativeLayoutRules.forEachLayoutNode(document) { node, path in
            if let frame = node.frame {
                check([frame.x, frame.y, frame.width, frame.height], width: frame.width, height: frame.height, at: path.appending("frame"))
            }
        }
        return findings
    }

    static let emptyFrame = LintRule(
        "rule.empty-frame", .warning, "A frame with zero width or height: the view cannot be seen or touched."
    ) { rule, context in
        context.primaryViews().compactMap { node, path, _ -> Diagnostic? in
            guard let frame = node.frame, frame.width == 0 || frame.height == 0 else { return nil }
            return rule.finding(
                "frame is \(format(frame.width)) × \(format(frame.height)): the view cannot be seen", at: context.location(path.appending("frame")))
        }
    }

    static let gridMixedSizes = LintRule(
        "rule.grid-mixed-sizes", .warning, "A grid container whose subviews differ in size: the grid uses the first subview's size for all."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for (node, path, _) in context.primaryViews() + [(context.document.root, ModelPath([.key("root")]), nil)] where node.grid != nil {
            guard let first = node.subviews.first?.frame else { continue }
            for (index, child) in node.subviews.enumerated().dropFirst() {
                guard let frame = child.frame, frame.width != first.width || frame.height != first.height else { continue }
                findings.append(
                    rule.finding(
                        "\(format(frame.width)) × \(format(frame.height)) differs from the first subview's \(format(first.width)) × \(format(first.height)); the grid lays it out at the first one's size",
                        at: context.location(path.appending("subviews").appending(index).appending("frame"))))
            }
        }
        return findings
    }

    static let outsideParent = LintRule(
        "rule.outside-parent", .warning, "A subview entirely outside its parent's bounds, which clips it or leaves it unreachable."
    ) { rule, context in
        var findings: [Diagnostic] = []
        func walk(_ node: ViewNode, bounds: Size?, path: ModelPath) {
            // Scroll views show content beyond their bounds, and grids place their subviews.
            let checksChildren = node.grid == nil && node.resolvedClass != "UIScrollView"
            for (index, child) in node.subviews.enumerated() {
                let childPath = path.appending("subviews").appending(index)
                if checksChildren, let bounds, let frame = child.frame,
                    [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                    frame.x >= bounds.width || frame.y >= bounds.height || frame.x + frame.width <= 0 || frame.y + frame.height <= 0,
                    frame.width > 0, frame.height > 0
                {
                    findings.append(
                        rule.finding(
                            "frame lies entirely outside its parent's \(format(bounds.width)) × \(format(bounds.height)) bounds",
                            at: context.location(childPath.appending("frame"))))
                }
                walk(child, bounds: child.frame?.size, path: childPath)
            }
        }
        walk(context.document.root, bounds: context.document.size, path: ModelPath([.key("root")]))
        return findings
    }

    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

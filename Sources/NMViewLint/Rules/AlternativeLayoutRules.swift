import NMViewDiagnostics
import NMViewModel

/// Rules about alternative layouts: what they name, what they set, and whether they can be chosen.
enum AlternativeLayoutRules {
    static let unknownID = LintRule(
        "rule.layout-unknown-id", .error, "An alternative layout names an id the primary tree does not have."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for index in context.layoutEntries.indices {
            guard let id = context.layoutEntries[index].node.id, context.firstViewWithID[id] == nil else { continue }
            findings.append(
                rule.finding(
                    "layout names id '\(id)', which the primary tree does not have", at: context.location(ofEntry: index, "id"),
                    suggestions: Suggestions.closest(to: id, among: context.firstViewWithID.keys)))
        }
        return findings
    }

    static let duplicateID = LintRule(
        "rule.layout-duplicate-id", .error,
        "An alternative layout lists one id twice; the engine would take the later frame and ignore the first."
    ) { rule, context in
        var findings: [Diagnostic] = []
        var first: [Int: [String: Int]] = [:]
        for index in context.layoutEntries.indices {
            let entry = context.layoutEntries[index]
            guard let id = entry.node.id else { continue }
            guard let earlier = first[entry.layout, default: [:]][id] else {
                first[entry.layout, default: [:]][id] = index
                continue
            }
            let layout = context.document.layouts[entry.layout].name
            findings.append(
                rule.finding(
                    "'\(id)' is listed twice in layout '\(layout)'; only this frame is used, so remove one",
                    at: context.location(ofEntry: index, "id"),
                    notes: [.init("listed first here", at: context.location(ofEntry: earlier, "id"))]))
        }
        return findings
    }

    static let omittedSubtree = LintRule(
        "rule.layout-omitted-view", .warning,
        "An alternative layout sets the frame of a view inside a subtree marked omitFromLayouts, which is never applied."
    ) { rule, context in
        var omittedBy: [String: String] = [:]
        for index in context.views.indices {
            if let id = context.views[index].id, let omitted = context.views[index].omittedAbove { omittedBy[id] = omitted }
        }
        var findings: [Diagnostic] = []
        for index in context.layoutEntries.indices {
            guard let id = context.layoutEntries[index].node.id, let owner = omittedBy[id] else { continue }
            findings.append(
                rule.finding(
                    "'\(id)' is inside '\(owner)', which is omitted from alternative layouts; this frame is never used",
                    at: context.location(ofEntry: index, "id")))
        }
        return findings
    }

    static let structureMismatch = LintRule(
        "rule.layout-structure", .error,
        "A view matched by position has a different number of subviews than in the primary tree, or no view stands at that position."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for (layoutIndex, layout) in context.document.layouts.enumerated() {
            let path = ModelPath([.key("layouts"), .index(layoutIndex)])
            compare(layout.subviews, with: context.document.root.subviews, path: path, rule: rule, context: context, into: &findings)
        }
        return findings
    }

    /// Walks a layout's entries beside the primary views they match by position.
    private static func compare(
        _ entries: [LayoutNode], with views: [ViewNode], path: ModelPath, rule: LintRule, context: RuleContext,
        into findings: inout [Diagnostic]
    ) {
        for (index, entry) in entries.enumerated() where entry.id == nil {
            let entryPath = path.appending("subviews").appending(index)
            guard views.indices.contains(index) else {
                findings.append(
                    rule.finding(
                        "no view at position \(index + 1): the primary tree has \(views.count) here",
                        at: context.location(entryPath)))
                continue
            }
            let view = views[index]
            if view.omitFromLayouts { continue }
            if !entry.subviews.isEmpty, entry.subviews.count != view.subviews.count {
                findings.append(
                    rule.finding(
                        "matched by position to a view with \(view.subviews.count) subviews, but lists \(entry.subviews.count)",
                        at: context.location(entryPath.appending("subviews"))))
            }
            compare(entry.subviews, with: view.subviews, path: entryPath, rule: rule, context: context, into: &findings)
        }
    }

    static let ignoredProperty = LintRule(
        "rule.layout-ignored-property", .warning,
        "A property other than the frame set in an alternative layout: only frames are taken from alternative layouts."
    ) { rule, context in
        var findings: [Diagnostic] = []
        for index in context.layoutEntries.indices {
            for name in context.layoutEntries[index].node.ignoredProperties {
                findings.append(
                    rule.finding(
                        "'\(name)' is ignored: only frames are taken from alternative layouts",
                        at: context.location(ofEntry: index, name, key: true)))
            }
        }
        return findings
    }

    static let sameAspectRatio = LintRule(
        "rule.layout-same-aspect-ratio", .warning,
        "Two layouts with the same aspect ratio: the later one can never be chosen."
    ) { rule, context in
        var seen: [(name: String, ratio: Double)] = [("the primary layout", context.document.size.aspectRatio)]
        var findings: [Diagnostic] = []
        for (index, layout) in context.document.layouts.enumerated() {
            let ratio = layout.size.aspectRatio
            if let twin = seen.first(where: { abs($0.ratio - ratio) <= 1e-9 * max(1, abs(ratio)) }) {
                findings.append(
                    rule.finding(
                        "layout '\(layout.name)' has the same aspect ratio as \(twin.name), so it can never be chosen",
                        at: context.location(ModelPath([.key("layouts"), .index(index), .key("size")]))))
            }
            seen.append(("'\(layout.name)'", ratio))
        }
        return findings
    }
}

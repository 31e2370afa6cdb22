import NMViewDiagnostics
import NMViewModel

/// Rules about right-to-left layouts: `mirrors` where the layout is never mirrored.
enum DirectionRules {
    static let mirrorsInFixedLayout = LintRule(
        "rule.mirrors-in-fixed-layout", .warning,
        "A view with mirrors: false in a layout whose layoutDirection is fixed, where it does nothing: a fixed layout is never mirrored, so there is nothing to keep left to right."
    ) { rule, context in
        guard context.document.layoutDirection == .fixed else { return [] }
        return context.views.indices.compactMap { index -> Diagnostic? in
            let view = context.views[index]
            guard view.keepsLeftToRight else { return nil }
            let name = view.id.map { "'\($0)'" } ?? "this view"
            return rule.finding(
                "'mirrors: false' has no effect on \(name): the layout's layoutDirection is fixed, so nothing is mirrored; add 'layoutDirection: mirrored' to the document for the layout to flip in right-to-left languages, or remove 'mirrors'",
                at: context.location(ofView: index, "mirrors", key: true))
        }
    }
}

import NMViewDiagnostics
import NMViewEngine
import NMViewModel

/// Rules about safe areas: a view a layout puts under the status bar, the Dynamic Island or the
/// home indicator, and `ignoresSafeArea` where it does nothing.
enum SafeAreaRules {
    static let outsideSafeArea = LintRule(
        "rule.outside-safe-area", .warning,
        "A subview of the root, without ignoresSafeArea, whose frame reaches past the safe area its layout declares, where the status bar, Dynamic Island or home indicator covers it."
    ) { rule, context in
        let document = context.document
        guard document.safeArea != nil || document.layouts.contains(where: { $0.safeArea != nil }),
            !PrimaryView.placesSubviewsFreely(grid: document.root.grid, class: document.root.viewClass)
        else { return [] }
        // The root's subviews as written, and as resolved (a template instance takes its frame
        // and ignoresSafeArea from its template); resolving keeps them one for one.
        let roots = context.views.indices.filter { context.views[$0].parent < 0 }
        let resolved = context.resolved.root.subviews
        guard resolved.count == roots.count else { return [] }
        // Frames per layout as the engine takes them: an alternative's own where it sets one,
        // the primary's elsewhere.
        let compiled = context.compiled
        let compiledRoots = compiled.children(of: -1)
        guard compiledRoots.count == roots.count, compiled.variants.count == document.layouts.count + 1 else { return [] }
        let entries = rootEntries(context, roots: roots)
        var findings: [Diagnostic] = []
        for (variantIndex, variant) in compiled.variants.enumerated() {
            guard let insets = variant.safeArea, insets.isFinite else { continue }
            let layoutName = variantIndex == 0 ? "the primary layout" : "layout '\(variant.name)'"
            for (position, index) in roots.enumerated() where !resolved[position].ignoresSafeArea {
                let overlap = SafeAreaOverlap(of: variant.frames[compiledRoots[position]], in: variant.size, insets: insets)
                guard !overlap.isEmpty else { continue }
                let edges = overlap.edges.map {
                    "\(GeometryRules.format($0.points)) point\($0.points == 1 ? "" : "s") past the \($0.name)"
                }
                let name = context.views[index].id.map { "'\($0)'" } ?? "the view"
                let entry = variantIndex == 0 ? nil : entries[variantIndex - 1][position]
                let location = entry.map { context.location(ofEntry: $0, "frame") } ?? context.location(ofView: index, "frame")
                findings.append(
                    rule.finding(
                        "\(name) reaches \(edges.joined(separator: " and ")) of the safe area in \(layoutName); move it inside the safe area, or set 'ignoresSafeArea: true' for a full-bleed view",
                        at: location))
            }
        }
        return findings
    }

    /// For each alternative layout, the entry that sets the frame of each subview of the root
    /// (by position among `roots`), the last one where several do, as the engine takes them.
    private static func rootEntries(_ context: RuleContext, roots: [Int]) -> [[Int?]] {
        var result = [[Int?]](repeating: [Int?](repeating: nil, count: roots.count), count: context.document.layouts.count)
        var positionOfRoot: [Int: Int] = [:]
        for (position, index) in roots.enumerated() { positionOfRoot[index] = position }
        for (index, entry) in context.layoutEntries.enumerated() where entry.node.frame != nil {
            let target: Int?
            if let id = entry.node.id {
                target = context.firstViewWithID[id].flatMap { positionOfRoot[$0] }
            } else {
                target = entry.parent < 0 && entry.position < roots.count ? entry.position : nil
            }
            if let target { result[entry.layout][target] = index }
        }
        return result
    }

    static let ignoredBelowRoot = LintRule(
        "rule.ignores-safe-area-below-root", .warning,
        "A view with ignoresSafeArea that is not a subview of the root, where it has no effect: only the root's subviews are placed against the safe area."
    ) { rule, context in
        context.views.indices.compactMap { index -> Diagnostic? in
            let view = context.views[index]
            guard view.parent >= 0, view.ignoresSafeArea else { return nil }
            let name = view.id.map { "'\($0)'" } ?? "this view"
            return rule.finding(
                "'ignoresSafeArea' has no effect on \(name): only the root's subviews are placed against the safe area; set it on the subview of the root that holds it",
                at: context.location(ofView: index, "ignoresSafeArea", key: true))
        }
    }
}

extension EdgeInsets {
    /// Whether every side is a finite number, which the rules can reason about.
    fileprivate var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

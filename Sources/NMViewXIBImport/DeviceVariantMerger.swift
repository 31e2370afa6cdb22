import NMViewDiagnostics
import NMViewModel

/// Merges the layout of a second xib of the same screen (an iPad xib beside an iPhone one) into
/// a layout as an alternative. Views are matched by IB's object id, which a xib copied for another
/// device keeps, else by an id both files took from the same outlet or label; never by order,
/// since each device's xib lists its subviews in its own order. Only frames are taken.
public struct DeviceVariantMerger: Sendable {
    /// The layout the alternative is added to.
    public var primary: XIBImport.Layout
    /// The other device's layout.
    public var other: XIBImport.Layout

    /// A merger of `other` into `primary`.
    public init(primary: XIBImport.Layout, other: XIBImport.Layout) {
        self.primary = primary
        self.other = other
    }

    /// A view of the other tree, with the id of the view it sits in (nil for the root).
    private struct Counterpart {
        var node: ViewNode
        var parent: String?
    }

    /// The name for the alternative from the two files' names: what the other adds to the
    /// primary's (`Card~ipad` beside `Card` → `ipad`), else the other's whole name; unique in `taken`.
    public static func alternativeName(primaryFile: String, otherFile: String, taken: Set<String>) -> String {
        let base = { (path: String) in
            String(path.split(separator: "/").last?.split(separator: ".").first ?? "")
        }
        let first = base(primaryFile)
        let second = base(otherFile)
        let suffix = second.hasPrefix(first) ? String(second.dropFirst(first.count)) : second
        let name = IdentifierNamer.identifier(from: suffix) ?? IdentifierNamer.identifier(from: second) ?? "device"
        return IdentifierNamer.unique(name, avoiding: taken)
    }

    /// The primary document with the other layout added as the alternative `name`, and a warning
    /// for each view of either tree that has no counterpart in the other.
    public func merged(named name: String) -> (document: LayoutDocument, diagnostics: [Diagnostic]) {
        var byXIBID: [String: Counterpart] = [:]
        var byName: [String: Counterpart] = [:]
        var pending = other.document.root.subviews.map { Counterpart(node: $0, parent: nil) }
        while let next = pending.popLast() {
            guard let id = next.node.id, let source = other.views[id] else { continue }
            byXIBID[source.xibID] = next
            if source.isNamed { byName[id] = next }
            pending += next.node.subviews.map { Counterpart(node: $0, parent: id) }
        }
        var matched: Set<String> = []
        var findings: [Diagnostic] = []
        func entries(for nodes: [ViewNode], in parent: String?) -> [LayoutNode] {
            nodes.compactMap { node -> LayoutNode? in
                guard let id = node.id, let source = primary.views[id] else { return nil }
                let counterpart = byXIBID[source.xibID] ?? (source.isNamed ? byName[id] : nil)
                guard let counterpart, let otherID = counterpart.node.id else {
                    findings.append(
                        .warning(
                            XIBDiagnosticID.unmatchedView,
                            "'\(id)' has no view of the same id or label in '\(other.location.file)': it keeps its frame in '\(name)'",
                            at: source.location))
                    return nil
                }
                matched.insert(otherID)
                guard counterpart.parent == parent else {
                    findings.append(
                        .warning(
                            XIBDiagnosticID.unmatchedView,
                            "'\(id)' sits in another superview in '\(other.location.file)': it keeps its frame in '\(name)'",
                            at: source.location))
                    return nil
                }
                var entry = LayoutNode(id: id, frame: counterpart.node.frame)
                if node.omitFromLayouts {
                    // Nothing below is matched, so nothing below is reported either.
                    var below = counterpart.node.subviews
                    while let view = below.popLast() {
                        if let id = view.id { matched.insert(id) }
                        below += view.subviews
                    }
                } else {
                    entry.subviews = entries(for: node.subviews, in: otherID)
                }
                return entry
            }
        }
        var document = primary.document
        let subviews = entries(for: document.root.subviews, in: nil)
        document.layouts.append(
            AlternativeLayout(name: name, size: other.document.size, safeArea: other.document.safeArea, subviews: subviews))
        // A view the other device's safe area covers follows the bounds there too.
        XIBSafeArea.markFullBleedViews(in: &document)
        for (id, source) in other.views where !matched.contains(id) {
            findings.append(
                .warning(
                    XIBDiagnosticID.unmatchedView,
                    "'\(id)' matches no view of '\(primary.location.file)' by id or label: it is left out of '\(name)'",
                    at: source.location))
        }
        return (document, findings.sorted())
    }
}

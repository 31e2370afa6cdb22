import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree

/// A class name a slip away from a UIKit class (`class: UILable`). The schema takes any name as a
/// class of the app's own, so such a view is then refused its label's properties ("unknown
/// property 'text' in custom view") with a note to write `base: UILabel`, which would hide the typo
/// for good. A name that starts with UIKit's `UI` prefix, which Apple reserves for its own classes,
/// and is close to a UIKit class by edit distance is reported at the class instead, with the fix;
/// the base note on that view's properties is dropped.
enum ClassNameHint {
    static let id: DiagnosticID = "schema.misspelt-class"

    /// `findings` of `tree`, the schema's, with a finding for each misspelt class and without the
    /// base note on the properties of those views.
    static func annotated(_ findings: [Diagnostic], tree: SourceTree) -> [Diagnostic] {
        let document = tree.root
        guard document.kind == .mapping else { return findings }
        var misspelt: [Diagnostic] = []
        var keysOfMisspelt: Set<SourceLocation> = []
        func visit(_ view: SourceNode, depth: Int) {
            guard view.kind == .mapping, depth < 256 else { return }
            if let finding = finding(for: view) {
                misspelt.append(finding)
                for entry in view.entries { keysOfMisspelt.insert(entry.key.location) }
            }
            for subview in view.entry(forKey: "subviews")?.value.elements ?? [] { visit(subview, depth: depth + 1) }
        }
        if let root = document.entry(forKey: "root")?.value { visit(root, depth: 0) }
        for template in document.entry(forKey: "templates")?.value.entries ?? [] { visit(template.value, depth: 0) }
        guard !misspelt.isEmpty else { return findings }
        let kept = findings.map { finding in
            guard keysOfMisspelt.contains(finding.location), BaseClassHint.isBaseNote(on: finding) else { return finding }
            var kept = finding
            kept.notes.removeAll { BaseClassHint.isBaseNote($0) }
            return kept
        }
        return misspelt + kept
    }

    /// The finding for `view`'s class, when it is misspelt: not a UIKit class, not qualified by a
    /// module, without a `base`, starting with `UI` in any case, and close to a UIKit class.
    private static func finding(for view: SourceNode) -> Diagnostic? {
        guard let written = view.entry(forKey: "class")?.value, let name = written.scalar, view.entry(forKey: "base") == nil
        else { return nil }
        let close = ViewNode.kitClassesResembling(name)
        guard let first = close.first else { return nil }
        return .error(
            id, "'\(name)' is not a UIKit class, and the 'UI' prefix is UIKit's own",
            at: written.location,
            notes: [.init("a class of your own with a UIKit name needs a layout file of its own, or 'base: \(first)' beside it")],
            suggestions: close)
    }
}

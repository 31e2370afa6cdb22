import NMViewColor
import NMViewModel

/// The asset colours one document names, to tell whether a change of the catalogs concerns it:
/// its findings depend on the sets it names, and, when it names any, on which catalogs were
/// found and where, which a message about a missing set lists. A document that names none
/// depends on no catalog, whatever its rules asked.
struct AssetColorUse: Sendable, Hashable {
    /// Every asset colour name the document writes, on views, templates and either side of a pair.
    let names: Set<String>

    /// The asset colours `document` names.
    init(_ document: LayoutDocument) {
        var names: Set<String> = []
        func collect(_ node: ViewNode) {
            for (key, value) in node.properties where ColorRules.colorProperties.contains(key) {
                for (name, _) in ColorRules.assetNames(value) { names.insert(name) }
            }
            node.subviews.forEach(collect)
        }
        collect(document.root)
        document.templates.values.forEach(collect)
        self.names = names
    }

    /// Whether the document's findings are the same with `new` as with `old`.
    func isUnchanged(from old: AssetColors, to new: AssetColors) -> Bool {
        guard !names.isEmpty else { return true }
        return old.catalogs == new.catalogs && old.searched == new.searched
            && names.allSatisfy { old[$0] == new[$0] && old.unreadable[$0] == new.unreadable[$0] }
    }
}

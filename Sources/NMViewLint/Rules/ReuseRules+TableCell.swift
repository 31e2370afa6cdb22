import NMViewDiagnostics
import NMViewModel

extension ReuseRules {
    /// `cell` holds a table view cell's own properties; the schema cannot tie them to the
    /// document's kind, so this rule does.
    static let cellProperties = LintRule(
        "rule.cell-properties", .error,
        "A layout that is not of kind tableCell sets cell, a table view cell's own properties, which its view class has no cell to take."
    ) { rule, context in
        let kind = context.document.kind
        guard context.document.cell != nil, kind != .tableCell else { return [] }
        return [
            rule.finding(
                "'cell' sets a table view cell's accessory and selection style, but this layout is of kind '\(kind.rawValue)': "
                    + "its \(kind.hostClass) has no cell to take them",
                at: context.location(ModelPath([.key("cell")]), key: true),
                notes: [.init("set 'kind: tableCell' if the view class is a table view cell, or remove 'cell'")])
        ]
    }
}

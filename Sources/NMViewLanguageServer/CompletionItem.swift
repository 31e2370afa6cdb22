/// A completion offered to the editor.
struct CompletionItem: Codable, Hashable, Sendable {
    /// LSP's CompletionItemKind values used here.
    enum Kind: Int, Codable, Sendable {
        case `class` = 7
        case property = 10
        case value = 12
        case color = 16
        case enumMember = 20
    }

    /// Markdown documentation.
    struct Documentation: Codable, Hashable, Sendable {
        var kind = "markdown"
        var value: String
    }

    var label: String
    var kind: Kind
    /// One line shown beside the label: an asset colour's light and dark values.
    var detail: String?
    var documentation: Documentation?

    init(_ label: String, kind: Kind, detail: String? = nil, documentation: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation.map { Documentation(value: $0) }
    }
}

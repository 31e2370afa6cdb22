/// Quick fixes for the did-you-mean suggestions a finding carries: each replaces the token the
/// finding points at (a misspelt key, enum value, template or id) with one suggestion, as the
/// terminal's "did you mean 'text'?" invites.
extension LanguageServer {
    /// The code actions for the findings the editor sends back in `params.context`.
    func codeActions(_ params: CodeActionParams) -> LSPAny {
        var actions: [LSPAny] = []
        for diagnostic in params.context.diagnostics where diagnostic.source == "nmview" {
            guard case .object(let data)? = diagnostic.data, case .array(let suggestions)? = data["suggestions"] else { continue }
            for case .string(let suggestion) in suggestions {
                let edit: LSPAny = .object([
                    "range": Self.range(diagnostic.range), "newText": .string(suggestion),
                ])
                actions.append(
                    .object([
                        "title": .string("Change to '\(suggestion)'"),
                        "kind": .string("quickfix"),
                        "isPreferred": .bool(suggestions.count == 1),
                        "diagnostics": .array([Self.reference(diagnostic)]),
                        "edit": .object(["changes": .object([params.textDocument.uri: .array([edit])])]),
                    ]))
            }
        }
        return .array(actions)
    }

    private static func range(_ range: LSPRange) -> LSPAny {
        .object([
            "start": .object(["line": .number(Double(range.start.line)), "character": .number(Double(range.start.character))]),
            "end": .object(["line": .number(Double(range.end.line)), "character": .number(Double(range.end.character))]),
        ])
    }

    /// The finding the action fixes, as the editor sent it (its range, code and message).
    private static func reference(_ diagnostic: LSPDiagnostic) -> LSPAny {
        .object([
            "range": range(diagnostic.range), "severity": .number(Double(diagnostic.severity)), "code": .string(diagnostic.code),
            "source": .string(diagnostic.source), "message": .string(diagnostic.message),
        ])
    }
}

/// `textDocument/codeAction`'s parameters: the findings in the range the editor asks about.
struct CodeActionParams: Codable, Sendable {
    struct Context: Codable, Sendable {
        var diagnostics: [LSPDiagnostic]
    }
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
    var context: Context
}

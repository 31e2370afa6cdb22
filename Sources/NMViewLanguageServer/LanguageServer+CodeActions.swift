import NMViewLint

/// Quick fixes for the did-you-mean suggestions a finding carries: each replaces the token the
/// finding points at (a misspelt key, enum value, template or id) with one suggestion, as the
/// terminal's "did you mean 'text'?" invites. A UIKit property on a class of your own offers to
/// write each base that has it beside the class, as the finding's note invites.
extension LanguageServer {
    /// The code actions for the findings the editor sends back in `params.context`.
    func codeActions(_ params: CodeActionParams) -> LSPAny {
        let uri = params.textDocument.uri
        var actions: [LSPAny] = []
        for diagnostic in params.context.diagnostics where diagnostic.source == "nmview" {
            guard case .object(let data)? = diagnostic.data, case .array(let suggestions)? = data["suggestions"] else { continue }
            for case .string(let suggestion) in suggestions {
                actions.append(
                    Self.quickFix(
                        "Change to '\(suggestion)'", preferred: suggestions.count == 1, fixing: diagnostic, in: uri,
                        replacing: diagnostic.range, with: suggestion))
            }
        }
        for diagnostic in params.context.diagnostics where diagnostic.source == "nmview" {
            let bases = BaseClassHint.bases(forFinding: diagnostic.code, message: diagnostic.message)
            guard !bases.isEmpty, let document = documents[uri] else { continue }
            for base in bases {
                guard
                    let insertion = BaseInsertion.edit(
                        text: document.text, path: document.path, keyAt: diagnostic.range.start, base: base)
                else { break }
                actions.append(
                    Self.quickFix(
                        "Write base: \(base)", preferred: bases.count == 1, fixing: diagnostic, in: uri,
                        replacing: LSPRange(start: insertion.at, end: insertion.at), with: insertion.text))
            }
        }
        return .array(actions)
    }

    /// A quick fix for `diagnostic` that puts `text` in place of `range` of the document at `uri`.
    private static func quickFix(
        _ title: String, preferred: Bool, fixing diagnostic: LSPDiagnostic, in uri: String, replacing range: LSPRange,
        with text: String
    ) -> LSPAny {
        let edit: LSPAny = .object(["range": Self.range(range), "newText": .string(text)])
        return .object([
            "title": .string(title),
            "kind": .string("quickfix"),
            "isPreferred": .bool(preferred),
            "diagnostics": .array([Self.reference(diagnostic)]),
            "edit": .object(["changes": .object([uri: .array([edit])])]),
        ])
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

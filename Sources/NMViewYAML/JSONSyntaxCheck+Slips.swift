import NMViewDiagnostics

/// The findings: each at the current position, with a note on what JSON wants.
extension JSONSyntaxCheck {
    /// A `json.syntax` error at the current position.
    func slip(_ message: String, note: String? = nil) -> Diagnostic {
        .error(
            Self.id, message, at: SourceLocation(file: path, line: line, column: column),
            notes: note.map { [Diagnostic.Note($0)] } ?? [])
    }

    /// The file ended inside `container`.
    func unclosed(_ container: (isObject: Bool, line: Int, column: Int)?) -> Diagnostic {
        guard let container else { return slip("the document ends where a value should be") }
        let what = container.isObject ? "object" : "array"
        var finding = slip("the file ends before the \(what) opened at \(container.line):\(container.column) is closed")
        finding.notes = [
            Diagnostic.Note(
                "the \(what) opens here", at: SourceLocation(file: path, line: container.line, column: container.column))
        ]
        return finding
    }

    /// Something other than a comma or the closing bracket after an item.
    func missingComma(found byte: UInt8, inObject: Bool) -> Diagnostic {
        let closing = inObject ? "}" : "]"
        if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") {
            return slip("JSON has no comments", note: "write the layout in YAML (.nmview.yaml) to keep comments")
        }
        return slip("expected ',' or '\(closing)' but found '\(found(byte))'", note: "items are separated by commas")
    }

    /// A key that is not in double quotes.
    func badKey(_ byte: UInt8) -> Diagnostic {
        if byte == UInt8(ascii: "'") {
            return slip("keys in JSON use double quotes, not single quotes", note: "write \"key\": value")
        }
        if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") {
            return slip("JSON has no comments", note: "write the layout in YAML (.nmview.yaml) to keep comments")
        }
        let name = word()
        if !name.isEmpty {
            return slip("the key '\(name)' is not in double quotes", note: "JSON keys are always quoted: \"\(name)\"")
        }
        return slip("expected a key in double quotes but found '\(found(byte))'", note: "a member is written \"key\": value")
    }

    /// The character at the current position, for a message.
    private func found(_ byte: UInt8) -> String {
        byte < 0x80 ? String(Character(Unicode.Scalar(byte))) : String(decoding: [byte], as: UTF8.self)
    }
}

import CYAML
import NMViewDiagnostics
import NMViewSourceTree

/// Turning libyaml's errors and the builder's findings into diagnostics with stable ids.
extension ParseSession {
    /// A libyaml reader, scanner or parser error as a diagnostic, with a specific id for the
    /// mistakes people make most: tab indentation, unclosed and unmatched brackets, bad UTF-8.
    func syntaxDiagnostic(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return internalFailure("libyaml ran out of memory")
        case YAML_READER_ERROR:
            return readerDiagnostic(problem: problem, offset: parser.problem_offset, value: parser.problem_value)
        default:
            break
        }
        let line = parser.problem_mark.line + 1
        let column = parser.problem_mark.column + 1
        let context = parser.context.map { String(cString: $0) }
        let contextLine = parser.context_mark.line + 1
        let contextColumn = parser.context_mark.column + 1
        let found = character(line: line, column: column)
        let foundText = found.map { "'\($0)'" } ?? "the end of the file"

        if found == "\t" && problem.hasPrefix("found character that cannot start any token") {
            return .error(
                "yaml.tab-indentation", "tabs are not allowed in indentation; indent with spaces",
                at: location(line, column))
        }
        if context == "while parsing a flow sequence" || context == "while parsing a flow mapping" {
            let isSequence = context == "while parsing a flow sequence"
            let (open, close) = isSequence ? ("[", "]") : ("{", "}")
            return .error(
                isSequence ? "yaml.unclosed-flow-sequence" : "yaml.unclosed-flow-mapping",
                "expected ',' or '\(close)' but found \(foundText)",
                at: location(line, column),
                notes: [.init("'\(open)' opened here is not closed", at: location(contextLine, contextColumn))])
        }
        if found == "]" || found == "}" {
            let open = found == "]" ? "[" : "{"
            return .error(
                "yaml.unmatched-bracket", "'\(found.map(String.init) ?? "")' has no matching '\(open)'", at: location(line, column))
        }
        var notes: [Diagnostic.Note] = []
        if let context, (contextLine, contextColumn) != (line, column) {
            notes.append(.init(context, at: location(contextLine, contextColumn)))
        }
        return .error("yaml.syntax", problem, at: location(line, column), notes: notes)
    }

    /// libyaml's reader reports a byte offset; we turn it into a line and column.
    private func readerDiagnostic(problem: String, offset: Int, value: Int32) -> Diagnostic {
        var start = offset
        if problem.contains("trailing") {
            // libyaml names the byte that broke the sequence; the user's character starts at its lead byte.
            var back = offset - 1
            while back >= 0, back >= offset - 3 {
                if file.bytes[back] & 0xC0 == 0xC0 {
                    start = back
                    break
                }
                back -= 1
            }
        }
        let position = SourceText(bytes: file.bytes).position(ofByteOffset: start)
        let at = location(position.line, position.column)
        let byte = value >= 0 ? " 0x" + String(value, radix: 16, uppercase: false) : ""
        if problem.contains("control characters") {
            return .error("yaml.invalid-character", "control character\(byte) is not allowed in a layout file", at: at)
        }
        return .error("yaml.invalid-encoding", "file is not valid UTF-8: \(problem)\(byte)", at: at)
    }

    /// The character at a 1-based line and column, if there is one.
    private func character(line: Int, column: Int) -> Character? {
        guard let text = SourceText(bytes: file.bytes).line(line) else { return nil }
        let scalars = text.unicodeScalars
        guard column >= 1, column <= scalars.count else { return nil }
        return Character(scalars[scalars.index(scalars.startIndex, offsetBy: column - 1)])
    }

    /// A limit or alias error from the builder.
    func diagnostic(for error: TreeBuildError) -> Diagnostic {
        let at = location(error.line, error.column)
        switch error.reason {
        case .tooDeep(let limit):
            return .error("limit.depth", "nesting is deeper than the limit of \(limit) levels", at: at)
        case .tooManyNodes(let limit):
            return .error("limit.node-count", "file has more than the limit of \(limit) nodes", at: at)
        case .aliasExpansion(let limit):
            return .error(
                "limit.alias-expansion",
                "aliases expand to more than the limit of \(limit) nodes", at: at,
                notes: [.init("each alias copies its anchor's whole subtree; nested aliases multiply")])
        case .scalarTooLong(let length, let limit):
            return .error("limit.scalar-length", "value is \(length) bytes, over the limit of \(limit) bytes", at: at)
        case .undefinedAlias(let name):
            return .error(
                "yaml.undefined-alias", "alias '*\(name)' names no anchor '&\(name)' defined before it", at: at)
        }
    }

    /// A structural problem found by the builder.
    func diagnostic(for problem: TreeProblem) -> Diagnostic {
        switch problem {
        case .duplicateKey(let key, let line, let column, let firstLine, let firstColumn):
            return .error(
                "yaml.duplicate-key", "duplicate key '\(key)'", at: location(line, column),
                notes: [.init("'\(key)' is first defined here", at: location(firstLine, firstColumn))])
        case .nonScalarKey(let line, let column):
            return .error(
                "yaml.non-scalar-key", "a mapping key must be a plain value, not a sequence or mapping",
                at: location(line, column))
        }
    }
}

import NMViewDiagnostics

/// A value YAML read as a comment: `backgroundColor: #5856D6` is `backgroundColor:` with a
/// comment after it, since `#` after a space starts one. The schema then says "found null" at the
/// space before the `#`, and in a flow mapping (`{textColor: #FFFFFF}`) the comment eats the
/// closing brace and the reader reports a syntax error lines later. Every unquoted hex colour hits
/// this, so these findings say what happened, at the `#`, and how to write it.
enum CommentSlipHint {
    /// `findings` of the file whose bytes are `source`, each one caused by a comment where a value
    /// was meant rewritten (a null) or given a note (a syntax error).
    static func annotated(_ findings: [Diagnostic], source: [UInt8]) -> [Diagnostic] {
        guard source.contains(UInt8(ascii: "#")), findings.contains(where: isCandidate) else { return findings }
        let lines = Self.lines(of: source)
        return findings.map { finding in
            guard isCandidate(finding), let line = finding.location.line, line >= 1, line <= lines.count else { return finding }
            if finding.id == "schema.type" {
                return rewritten(finding, line: lines[line - 1], number: line)
            }
            // A syntax error: the slip is on its line or a few above it.
            for number in stride(from: line, through: max(1, line - 3), by: -1) {
                guard let slip = slip(in: lines[number - 1], from: 0) else { continue }
                var annotated = finding
                annotated.notes.append(
                    .init(
                        "'\(slip.word)' starts a YAML comment, which hides the rest of its line; quote it: \"\(slip.word)\"",
                        at: SourceLocation(file: finding.location.file, line: number, column: slip.column)))
                return annotated
            }
            return finding
        }
    }

    private static func isCandidate(_ finding: Diagnostic) -> Bool {
        (finding.id == "schema.type" && finding.message.hasSuffix(", found null")) || finding.id == "yaml.syntax"
    }

    /// The finding about a null value, when a comment follows where it points.
    private static func rewritten(_ finding: Diagnostic, line: [Unicode.Scalar], number: Int) -> Diagnostic {
        guard let column = finding.location.column, column >= 1, let slip = slip(in: line, from: column - 1, first: true)
        else { return finding }
        var rewritten = finding
        rewritten.message = "'\(slip.word)' is read as a YAML comment, so this value is empty: '#' after a space starts a comment"
        rewritten.location = SourceLocation(file: finding.location.file, line: number, column: slip.column)
        rewritten.notes.insert(.init("quote it: \"\(slip.word)\""), at: 0)
        return rewritten
    }

    /// The comment in `line` that stands where a value belongs: a `#` after `: ` (or, with `first`,
    /// the first thing from `start` on, past spaces), with the word it starts and its 1-based column.
    private static func slip(in line: [Unicode.Scalar], from start: Int, first: Bool = false) -> (word: String, column: Int)? {
        var index = start
        if first {
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
            guard index < line.count, line[index] == "#", index > 0, line[index - 1] == " " || line[index - 1] == "\t"
            else { return nil }
        } else {
            // `key: #…`, outside quotes: a mapping value that is a comment.
            var quote: Unicode.Scalar?
            var found: Int?
            while index < line.count {
                let scalar = line[index]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "#", index >= 2, line[index - 1] == " ", line[index - 2] == ":" {
                    found = index
                    break
                } else if scalar == "#", index >= 1, line[index - 1] == " " {
                    return nil  // a comment of its own, after a complete value
                }
                index += 1
            }
            guard let found else { return nil }
            index = found
        }
        var end = index + 1
        while end < line.count, !" \t,]}".unicodeScalars.contains(line[end]) { end += 1 }
        guard end > index + 1 else { return nil }
        return (String(String.UnicodeScalarView(line[index..<end])), index + 1)
    }

    /// The file's lines as Unicode scalars, as columns count them.
    private static func lines(of source: [UInt8]) -> [[Unicode.Scalar]] {
        String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.unicodeScalars.filter { $0 != "\r" })
        }
    }
}

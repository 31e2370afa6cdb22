/// Renders findings the way compilers do: `path:line:column: error: message [id]`, then the source
/// line and a caret under the column, then notes and suggestions on lines of their own.
///
/// Editors and Xcode turn each `path:line:column: severity:` line into a clickable issue.
public struct TextDiagnosticRenderer: Sendable {
    /// Whether to colour the output with ANSI escapes (only for a terminal).
    public var colored: Bool
    /// Looks up a file's text for excerpts; `nil` leaves the excerpt out.
    public var sourceText: @Sendable (String) -> SourceText?

    /// A renderer; pass `colored: true` only when writing to a terminal.
    public init(colored: Bool, sourceText: @escaping @Sendable (String) -> SourceText? = { _ in nil }) {
        self.colored = colored
        self.sourceText = sourceText
    }

    /// Every finding of the report, each followed by its excerpt and notes.
    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += render(diagnostic)
        }
        return output
    }

    /// One finding with its excerpt, notes and suggestions.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = headline(
            location: diagnostic.location, severity: diagnostic.severity.rawValue,
            color: color(for: diagnostic.severity), message: diagnostic.message,
            id: diagnostic.id.rawValue)
        output += excerpt(at: diagnostic.location)
        for note in diagnostic.notes {
            output += headline(
                location: note.location ?? diagnostic.location, severity: "note",
                color: Style.note, message: note.message, id: nil)
            if let location = note.location { output += excerpt(at: location) }
        }
        if !diagnostic.suggestions.isEmpty {
            let list = Self.alternatives(diagnostic.suggestions)
            output += headline(
                location: diagnostic.location, severity: "note", color: Style.note,
                message: "did you mean \(list)?", id: nil)
        }
        return output
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`; with `joinedBy: "and"`, `'a', 'b' and 'c'`.
    public static func alternatives(_ words: [String], joinedBy conjunction: String = "or") -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    private func headline(location: SourceLocation, severity: String, color: String, message: String, id: String?)
        -> String
    {
        let place = paint("\(location):", Style.bold)
        let label = paint("\(severity):", color + Style.bold)
        let suffix = id.map { " " + paint("[\($0)]", Style.dim) } ?? ""
        return "\(place) \(label) \(paint(Self.oneLine(message), Style.bold))\(suffix)\n"
    }

    /// `message` with its control characters written as escapes (`\n`, `\t`, `\u{1B}`), so
    /// that a finding quoting a user's text stays one line, and text from a file can never send
    /// the terminal an escape sequence.
    public static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        var text = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where isControl(scalar): text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The widest excerpt shown, in Unicode scalars. A longer line (a minified JSON layout is one
    /// line of megabytes) is cut to this many around the column, with '…' where it was cut, so a
    /// finding prints a few hundred bytes whatever the file.
    public static let excerptWidth = 120

    /// The source line and a caret under the column; tabs in the prefix are kept so the caret lines up.
    private func excerpt(at location: SourceLocation) -> String {
        guard let line = location.line, let column = location.column,
            let text = sourceText(location.file), let lineText = text.line(line)
        else { return "" }
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        // Indexes into the scalar view, never an array of it: the line may be megabytes long.
        let scalars = lineText.unicodeScalars
        let count = scalars.count
        let width = Self.excerptWidth
        let first = count > width ? max(0, min(column - 1 - width / 2, count - width)) : 0
        let start = scalars.index(scalars.startIndex, offsetBy: first)
        let end = scalars.index(start, offsetBy: min(width, count - first))
        let cutBefore = first > 0 ? "…" : ""
        let cutAfter = end < scalars.endIndex ? "…" : ""
        var padding = cutBefore.isEmpty ? "" : " "
        let caretOffset = max(0, column - 1 - first)
        for scalar in scalars[start..<end].prefix(caretOffset) {
            padding.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        let shown = scalars.distance(from: start, to: end)
        if caretOffset > shown {
            padding += String(repeating: " ", count: caretOffset - shown)
        }
        let shownText = cutBefore + String(scalars[start..<end]) + cutAfter
        return " \(paint(number, Style.dim)) \(paint("|", Style.dim)) \(shownText)\n"
            + " \(gutter) \(paint("|", Style.dim)) \(padding)\(paint("^", Style.caret))\n"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: Style.error
        case .warning: Style.warning
        case .note: Style.note
        }
    }

    private func paint(_ text: String, _ style: String) -> String {
        colored ? "\(style)\(text)\(Style.reset)" : text
    }

    private enum Style {
        static let reset = "\u{1B}[0m"
        static let bold = "\u{1B}[1m"
        static let dim = "\u{1B}[2m"
        static let error = "\u{1B}[31m"
        static let warning = "\u{1B}[33m"
        static let note = "\u{1B}[36m"
        static let caret = "\u{1B}[1;32m"
    }
}

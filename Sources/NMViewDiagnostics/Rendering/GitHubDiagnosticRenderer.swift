/// Renders findings as GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request: `::error file=path,line=3,col=5,title=nmview [id]::message`.
public struct GitHubDiagnosticRenderer: Sendable {
    /// A renderer.
    public init() {}

    /// One workflow command per finding; notes and suggestions are folded into the message.
    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties = ["file=\(Self.escapeProperty(diagnostic.location.file))"]
            if let line = diagnostic.location.line { properties.append("line=\(line)") }
            if let column = diagnostic.location.column { properties.append("col=\(column)") }
            properties.append("title=\(Self.escapeProperty("nmview [\(diagnostic.id.rawValue)]"))")
            var message = diagnostic.message
            for note in diagnostic.notes {
                let place = note.location.map { " (\($0))" } ?? ""
                message += "\nnote: \(note.message)\(place)"
            }
            if !diagnostic.suggestions.isEmpty {
                message += "\nnote: did you mean \(TextDiagnosticRenderer.alternatives(diagnostic.suggestions))?"
            }
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return output
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes a property value: as a message, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingColonsAndCommas()
    }
}

extension String {
    fileprivate func replacingColonsAndCommas() -> String {
        var result = ""
        for character in unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

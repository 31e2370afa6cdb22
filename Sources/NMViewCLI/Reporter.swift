import Foundation
import NMViewDiagnostics
import NMViewLint

/// Writes a lint outcome in the chosen format: text to stderr, json, github and sarif to stdout.
struct Reporter {
    var options: OutputOptions
    var strict: Bool

    func report(_ outcome: LintOutcome) {
        var report = outcome.report
        if options.quiet {
            report.diagnostics = report.diagnostics.filter {
                $0.severity == .error || (strict && $0.severity == .warning)
            }
        }
        switch options.format {
        case .text:
            let sources = outcome.sources
            let renderer = TextDiagnosticRenderer(colored: options.usesColor, sourceText: { sources[$0] })
            var text = renderer.render(report)
            if !options.quiet { text += "nmview: \(outcome.report.summary)\n" }
            Self.write(text, to: .standardError)
        case .json:
            Self.write(JSONDiagnosticRenderer().render(report), to: .standardOutput)
        case .github:
            Self.write(GitHubDiagnosticRenderer().render(report), to: .standardOutput)
        case .sarif:
            let renderer = SARIFDiagnosticRenderer(
                tool: .nmview, workingDirectory: FileManager.default.currentDirectoryPath)
            Self.write(renderer.render(report), to: .standardOutput)
        }
    }

    static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}

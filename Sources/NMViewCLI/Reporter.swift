import Foundation
import NMViewDiagnostics
import NMViewLint

/// Writes a lint outcome in the chosen format: text to stderr, json, github and sarif to stdout.
struct Reporter {
    var format: DiagnosticFormat
    var colored: Bool
    var quiet: Bool
    var strict: Bool

    /// A reporter as the shared reporting flags ask.
    init(options: OutputOptions, strict: Bool) {
        self.init(format: options.format, colored: options.usesColor, quiet: options.quiet, strict: strict)
    }

    /// A reporter with every choice given.
    init(format: DiagnosticFormat, colored: Bool, quiet: Bool = false, strict: Bool = false) {
        self.format = format
        self.colored = colored
        self.quiet = quiet
        self.strict = strict
    }

    func report(_ outcome: LintOutcome) {
        var report = outcome.report
        if quiet {
            report.diagnostics = report.diagnostics.filter {
                $0.severity == .error || (strict && $0.severity == .warning)
            }
        }
        switch format {
        case .text:
            let sources = outcome.sources
            let renderer = TextDiagnosticRenderer(colored: colored, sourceText: { sources[$0] })
            var text = renderer.render(report)
            if !quiet { text += "nmview: \(outcome.report.summary)\n" }
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

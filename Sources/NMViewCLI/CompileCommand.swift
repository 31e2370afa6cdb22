import ArgumentParser
import Foundation
import NMViewDiagnostics
import NMViewLint
import NMViewModel

/// `nmview compile`: writes each resolved layout as canonical JSON for an app to bundle.
struct CompileCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Lint layouts and write each resolved layout as JSON an app bundles.",
        discussion: """
            Each layout is written to OUT/<ViewClass>.layout.json: templates expanded, nested \
            layouts composed, defaults explicit, keys sorted. Files are written atomically (a \
            temporary file renamed into place) and only when their content changes, so an app \
            watching them reloads only what changed. A layout with errors is not written; its \
            previous output, if any, stays as it was.

            Examples:
              nmview compile Examples --out Build/Layouts
              nmview compile Layouts/ProfileCard.nmview.yaml --out App/Resources --strict
            """
    )

    @Argument(help: "Layout files or directories to compile.")
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Directory to write the compiled layouts into.")
    var out: String

    @Flag(help: "Treat warnings as errors: a layout with warnings is not written.")
    var strict = false

    @OptionGroup var output: OutputOptions

    func execute() throws {
        let outcome = try Linter().lint(paths: paths)
        Reporter(options: output, strict: strict).report(outcome)
        let failing = Set(
            outcome.report.diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
                .map(\.location.file))
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var written = 0
        var unchanged = 0
        var claimed: [String: String] = [:]
        var collisions = false
        for path in outcome.documents.keys.sorted() where !failing.contains(path) {
            guard let linted = outcome.documents[path] else { continue }
            let fileName = LayoutDocument.compiledFileName(for: linted.name)
            if let other = claimed[fileName] {
                Reporter.write(
                    "\(path): error: view '\(linted.name)' is also described by '\(other)'; only one can be compiled [compile.duplicate-view]\n",
                    to: .standardError)
                collisions = true
                continue
            }
            claimed[fileName] = path
            let target = (out as NSString).appendingPathComponent(fileName)
            let data = try linted.resolved.compiledJSON()
            if FileManager.default.contents(atPath: target) == data {
                unchanged += 1
                continue
            }
            try AtomicFile.write(data, to: target, replacing: true)
            written += 1
        }
        if !output.quiet && output.format == .text {
            Reporter.write("nmview: compiled \(written + unchanged) layouts to '\(out)': \(written) written, \(unchanged) unchanged\n", to: .standardError)
        }
        if outcome.fails(strict: strict) || collisions {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}

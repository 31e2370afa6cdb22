import ArgumentParser
import Foundation
import NMViewDiagnostics
import NMViewLint

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

            With --naming file, each output is named after its file instead \
            (Card.nmview.yaml → OUT/Card.layout.json), so that a build system knows every \
            output before nmview runs; the SwiftPM plugin compiles this way.

            Examples:
              nmview compile Examples --out Build/Layouts
              nmview compile Layouts/ProfileCard.nmview.yaml --out App/Resources --strict
              nmview compile Layouts --out Build/Layouts --naming file
            """
    )

    @Argument(help: "Layout files or directories to compile.")
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Directory to write the compiled layouts into.")
    var out: String

    @Flag(help: "Treat warnings as errors: a layout with warnings is not written.")
    var strict = false

    @Option(help: "Name outputs after the view class ('view', the name NMView looks up) or the file ('file').")
    var naming: CompiledFileNaming = .view

    @OptionGroup var output: OutputOptions

    func execute() throws {
        let outcome = try Linter().lint(paths: paths)
        Reporter(options: output, strict: strict).report(outcome)
        let failing = CompiledLayoutWriter.failingFiles(outcome, strict: strict)
        let summary: CompiledLayoutWriter.Summary
        do {
            summary = try CompiledLayoutWriter(directory: out, naming: naming).write(outcome, skipping: failing)
        } catch let error as AtomicFile.WriteError {
            // A full disk or a folder that cannot be written is not a bug in nmview: say what
            // failed and exit 1. The file being written keeps its previous content.
            Reporter.write("nmview: error: \(error)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        for message in summary.collisions.map(\.message) + summary.misnamed {
            Reporter.write(message, to: .standardError)
        }
        if !output.quiet && output.format == .text {
            let written = summary.written.count
            Reporter.write(
                "nmview: compiled \(written + summary.unchanged) layouts to '\(out)': \(written) written, \(summary.unchanged) unchanged\n",
                to: .standardError)
        }
        if outcome.fails(strict: strict) || !summary.collisions.isEmpty {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}

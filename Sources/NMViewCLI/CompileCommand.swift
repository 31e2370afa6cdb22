import ArgumentParser
import Foundation
import NMViewCodegen
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

            With --swift-out, each layout's typed Swift (what 'nmview generate swift' writes) is \
            written too, from the same lint: the plugin does both in one run.

            Examples:
              nmview compile Examples --out Build/Layouts
              nmview compile Layouts/ProfileCard.nmview.yaml --out App/Resources --strict
              nmview compile Layouts --out Build/Layouts --naming file
              nmview compile Layouts --out Build/Layouts --swift-out Build/Swift --module App
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

    @OptionGroup var assets: AssetOptions

    @Option(name: .customLong("swift-out"), help: "Also write each layout's typed Swift, as 'nmview generate swift' does, into this directory.")
    var swiftOut: String?

    @Option(help: "With --swift-out: the module the Swift is compiled into (class names qualified by it are written without it).")
    var module: String?

    func execute() throws {
        let outcome = try assets.linter().lint(paths: paths)
        Reporter(options: output, strict: strict).report(outcome)
        let failing = CompiledLayoutWriter.failingFiles(outcome, strict: strict)
        var collided = try LayoutOutputStep(directory: out, naming: naming, output: .json, summary: ("compiled", "layouts"))
            .run(outcome, failing: failing, options: output)
        if let swiftOut {
            let swift = LayoutOutputStep(
                directory: swiftOut, naming: naming, output: .swift(SwiftInterfaceWriter(module: module)),
                summary: ("generated", "Swift files"))
            // The same files collide again; that is reported once, above.
            collided = try swift.run(outcome, failing: failing, options: output, reportingCollisions: false) || collided
        }
        if outcome.fails(strict: strict) || collided {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}

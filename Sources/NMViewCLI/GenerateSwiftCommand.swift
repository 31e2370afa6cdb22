import ArgumentParser
import NMViewCodegen
import NMViewLint

/// `nmview generate swift`: each layout's typed outlets, action protocol and layout names.
struct GenerateSwiftCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Lint layouts and write each one's typed Swift: outlets, an action protocol, layout names.",
        discussion: """
            Each layout is written to OUT/<ViewClass>+Layout.swift: an extension of the view class \
            with a non-optional accessor, of the class the layout makes, for each id under \
            'outlets:'; a protocol of the methods its controls call, which the class adopts, so a \
            missing or misspelt method is a compile error, and the code that binds them through \
            UIActions; and the names of its layouts and templates (ProfileCard.Layout.landscape). \
            Ids with dots (a template copy's 'key1.label') become lower camel case (key1Label); \
            Swift keywords are escaped with backticks. The code is wrapped in \
            '#if canImport(UIKit) && canImport(NMViewUIKit)'.

            Files are written like compile's: atomically, only when they change, and not for a \
            layout with errors. With --naming file each is named after its layout file \
            (Card.nmview.yaml → Card+Layout.swift); the type is still the view class.

            Examples:
              nmview generate swift Examples --out Generated
              nmview generate swift Layouts --out Build/Swift --module ProfileKit
            """
    )

    @Argument(help: "Layout files or directories to generate Swift for.")
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Directory to write the Swift files into.")
    var out: String

    @Flag(help: "Treat warnings as errors: a layout with warnings is not written.")
    var strict = false

    @Option(help: "Name outputs after the view class ('view') or the layout file ('file').")
    var naming: CompiledFileNaming = .view

    @Option(
        help:
            "The module the Swift is compiled into: class names qualified by it are written without it, others are imported."
    )
    var module: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var assets: AssetOptions

    func execute() throws {
        let outcome = try assets.linter().lint(paths: paths)
        Reporter(options: output, strict: strict).report(outcome)
        let step = LayoutOutputStep(
            directory: out, naming: naming, output: .swift(SwiftInterfaceWriter(module: module)),
            summary: ("generated", "Swift files"))
        let collided = try step.run(
            outcome, failing: CompiledLayoutWriter.failingFiles(outcome, strict: strict), options: output)
        if outcome.fails(strict: strict) || collided {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}

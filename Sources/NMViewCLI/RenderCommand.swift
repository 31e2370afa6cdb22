import ArgumentParser
import Foundation
import NMViewEngine
import NMViewLint
import NMViewModel
import NMViewPreview

/// `nmview render`: draws a layout as SVG at a size, with the engine's choice and autoresizing.
struct RenderCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout as SVG at a size, as the engine lays it out on a device.",
        discussion: """
            Without --layout or --size, draws the primary layout at its design size. With --size, \
            the engine picks the layout closest in aspect ratio and adapts the frames by their \
            autoresizing masks; --layout forces one layout (at its design size unless --size is \
            given too). Views are rectangles in their background colours, labels and buttons show \
            their text, image views a placeholder; each view's id is its tooltip.

            Examples:
              nmview render Examples/ProfileCard.nmview.yaml -o card.svg
              nmview render Examples/ProfileCard.nmview.yaml --size 844x390 -o landscape.svg
              nmview render Examples/Keypad.nmview.yaml --layout landscape
            """
    )

    @Argument(help: "The layout file to draw.")
    var file: String

    @Option(help: "The layout to draw, by name ('primary' for the main one).")
    var layout: String?

    @Option(help: "The view's size, as WIDTHxHEIGHT in points, e.g. 390x844.")
    var size: String?

    @Option(name: .shortAndLong, help: "Write the SVG here instead of to standard output.")
    var output: String?

    @OptionGroup var reporting: OutputOptions

    func validate() throws {
        if let size, Self.parseSize(size) == nil {
            throw ValidationError("'\(size)' is not a size: write WIDTHxHEIGHT with positive numbers, e.g. 390x844")
        }
    }

    func execute() throws {
        let outcome = try Linter().lint(paths: [file])
        if outcome.fails(strict: false) {
            Reporter(options: reporting, strict: false).report(outcome)
            throw ExitCode(ExitStatus.problemsFound)
        }
        guard let linted = outcome.documents[file] else { throw ExitCode(ExitStatus.problemsFound) }
        let compiled = CompiledLayout(linted.resolved)
        var variant: Int?
        if let layout {
            guard let index = compiled.variants.firstIndex(where: { $0.name == layout }) else {
                let names = compiled.variants.map { "'\($0.name)'" }.joined(separator: ", ")
                throw ValidationError("no layout named '\(layout)' in '\(file)'; it has \(names)")
            }
            variant = index
        }
        let bounds = size.flatMap(Self.parseSize) ?? compiled.variants[variant ?? 0].size
        let svg = SVGRenderer().render(compiled, size: bounds, variant: variant)
        if let output {
            try AtomicFile.write(Data(svg.utf8), to: output, replacing: true)
        } else {
            FileHandle.standardOutput.write(Data(svg.utf8))
        }
    }

    /// `390x844` → 390 × 844; `nil` unless both are positive numbers.
    static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        return Size(width: width, height: height)
    }
}

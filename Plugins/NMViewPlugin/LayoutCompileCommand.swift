import Foundation
import PackagePlugin

/// The one build command that lints a target's layout files, compiles them and generates their
/// Swift, shared by the SwiftPM and Xcode forms of the plugin.
///
/// All the files go to one `nmview compile` run, as layouts are composed from one another's
/// files; `--swift-out` writes what `nmview generate swift` writes in the same run, so findings
/// are printed once. Outputs are named after the files (`--naming file`) so they can be declared
/// here, before nmview runs: SwiftPM bundles the JSON as resources (`Bundle.module`) and compiles
/// the Swift into the target. nmview prints its findings as `file:line:column: error: message
/// [id]` with absolute paths, which SwiftPM shows in the build log and Xcode turns into issues;
/// an error fails the build.
struct LayoutCompileCommand {
    /// Why the command cannot be made.
    struct NameClash: Error, CustomStringConvertible {
        var output: String
        var inputs: [URL]
        var description: String {
            "layout files \(inputs.map { "'\($0.path)'" }.joined(separator: " and ")) would both compile to '\(output)'; rename one of them"
        }
    }

    /// The layout files among `files`, in path order.
    static func layouts(in files: [URL]) -> [URL] {
        files.filter { url in
            [".nmview.yaml", ".nmview.yml", ".nmview.json"].contains { url.lastPathComponent.hasSuffix($0) }
        }.sorted { $0.path < $1.path }
    }

    /// The file name before its first dot, which `--naming file` names outputs by.
    static func baseName(of layout: URL) -> String {
        String(layout.lastPathComponent.split(separator: ".", omittingEmptySubsequences: false).first ?? "")
    }

    /// The compiled file's name, as `nmview compile --naming file` names it.
    static func outputName(of layout: URL) -> String { "\(baseName(of: layout)).layout.json" }

    /// The generated Swift file's name, as `nmview compile --naming file --swift-out` names it.
    static func swiftName(of layout: URL) -> String { "\(baseName(of: layout))+Layout.swift" }

    /// The command compiling `layouts` into `directory`/Layouts, and generating their Swift for
    /// `module` into `directory`/Swift, with the `nmview` at `tool`; none when there are no layouts.
    static func commands(layouts: [URL], tool: URL, directory: URL, module: String?) throws -> [Command] {
        guard !layouts.isEmpty else { return [] }
        let byOutput = Dictionary(grouping: layouts, by: outputName)
        if let (output, inputs) = byOutput.first(where: { $0.value.count > 1 }) {
            Diagnostics.error(NameClash(output: output, inputs: inputs).description)
            throw NameClash(output: output, inputs: inputs)
        }
        let json = directory.appendingPathComponent("Layouts")
        let swift = directory.appendingPathComponent("Swift")
        let outputs = layouts.map(outputName).sorted().map { json.appendingPathComponent($0) }
            + layouts.map(swiftName).sorted().map { swift.appendingPathComponent($0) }
        return [
            .buildCommand(
                displayName: "Compiling \(layouts.count) NMView layout\(layouts.count == 1 ? "" : "s")",
                executable: tool,
                arguments: ["compile", "--naming", "file", "--no-color", "--out", json.path, "--swift-out", swift.path]
                    + (module.map { ["--module", $0] } ?? []) + layouts.map(\.path),
                inputFiles: layouts,
                outputFiles: outputs)
        ]
    }
}

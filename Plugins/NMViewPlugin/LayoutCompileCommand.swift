import Foundation
import PackagePlugin

/// The one build command that lints and compiles a target's layout files, shared by the SwiftPM
/// and Xcode forms of the plugin.
///
/// All the files go to one `nmview compile` run, as layouts are composed from one another's
/// files. Outputs are named after the files (`--naming file`) so they can be declared here,
/// before nmview runs; SwiftPM bundles them as resources (`Bundle.module`). nmview prints its
/// findings as `file:line:column: error: message [id]` with absolute paths, which SwiftPM
/// shows in the build log and Xcode turns into issues; an error fails the build.
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

    /// The compiled file's name: the file name before its first dot, as `nmview compile
    /// --naming file` names it.
    static func outputName(of layout: URL) -> String {
        let base = layout.lastPathComponent.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
        return "\(base).layout.json"
    }

    /// The command compiling `layouts` into `directory` with the `nmview` at `tool`; none when
    /// there are no layouts.
    static func commands(layouts: [URL], tool: URL, directory: URL) throws -> [Command] {
        guard !layouts.isEmpty else { return [] }
        let byOutput = Dictionary(grouping: layouts, by: outputName)
        if let (output, inputs) = byOutput.first(where: { $0.value.count > 1 }) {
            Diagnostics.error(NameClash(output: output, inputs: inputs).description)
            throw NameClash(output: output, inputs: inputs)
        }
        let outputs = byOutput.keys.sorted().map { directory.appendingPathComponent($0) }
        return [
            .buildCommand(
                displayName: "Compiling \(layouts.count) NMView layout\(layouts.count == 1 ? "" : "s")",
                executable: tool,
                arguments: ["compile", "--naming", "file", "--no-color", "--out", directory.path] + layouts.map(\.path),
                inputFiles: layouts,
                outputFiles: outputs)
        ]
    }
}

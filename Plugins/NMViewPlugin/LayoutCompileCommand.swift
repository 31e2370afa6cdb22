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

    /// The asset catalogs among `files` (a catalog folder, or a file inside one), in path order:
    /// passed as `--assets`, so that the target's colour sets are found wherever the catalog is.
    static func catalogs(in files: [URL]) -> [URL] {
        var catalogs: Set<String> = []
        for url in files {
            let components = url.standardizedFileURL.pathComponents
            guard let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            catalogs.insert(NSString.path(withComponents: Array(components[...index])))
        }
        return catalogs.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The `Contents.json` files of `catalogs`, a colour set's or a group's: the build runs again
    /// when one changes. Bounded, as a catalog with thousands of images needs no more.
    static func catalogContents(_ catalogs: [URL]) -> [URL] {
        var files: [URL] = []
        for catalog in catalogs {
            guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.lastPathComponent == "Contents.json" {
                files.append(url)
                if files.count >= 10_000 { return files }
            }
        }
        return files.sorted { $0.path < $1.path }
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
    /// `module` into `directory`/Swift, with the `nmview` at `tool`, the target's asset `catalogs`
    /// named with `--assets`; none when there are no layouts.
    static func commands(layouts: [URL], catalogs: [URL] = [], tool: URL, directory: URL, module: String?) throws -> [Command] {
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
                    + (module.map { ["--module", $0] } ?? []) + catalogs.flatMap { ["--assets", $0.path] }
                    + layouts.map(\.path),
                inputFiles: layouts + catalogContents(catalogs),
                outputFiles: outputs)
        ]
    }
}

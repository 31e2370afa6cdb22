import Foundation
import NMViewDiagnostics

/// Expands the paths given on a command line into the layout files to check.
///
/// A file is taken as named, whatever its extension. A directory is searched recursively for
/// `*.nmview.yaml`, `*.nmview.yml` and `*.nmview.json`, skipping hidden folders (`.git`, `.build`)
/// and symbolic-link cycles; results are sorted so output is stable.
public struct LayoutFileFinder: Sendable {
    /// The endings that mark a layout file inside a directory.
    public static let layoutSuffixes = [".nmview.yaml", ".nmview.yml", ".nmview.json"]

    /// A finder.
    public init() {}

    /// The files found and a diagnostic for each path that is missing or holds no layout files.
    public func find(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    .error("io.not-found", "no such file or directory '\(path)'", at: SourceLocation(file: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var visited = Set<String>()
            let found = search(directory: path, visited: &visited).sorted()
            if found.isEmpty {
                diagnostics.append(
                    .error(
                        "io.no-layouts",
                        "no layout files (*.nmview.yaml, *.nmview.yml, *.nmview.json) in '\(path)'",
                        at: SourceLocation(file: path)))
            }
            files += found
        }
        return (Self.unique(files), diagnostics)
    }

    /// Whether a file name marks a layout file.
    public static func isLayoutFile(_ name: String) -> Bool {
        layoutSuffixes.contains { name.hasSuffix($0) }
    }

    private func search(directory: String, visited: inout Set<String>) -> [String] {
        let manager = FileManager.default
        let real = (directory as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted,
            let names = try? manager.contentsOfDirectory(atPath: directory)
        else { return [] }
        var found: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                found += search(directory: path, visited: &visited)
            } else if Self.isLayoutFile(name) {
                found.append(path)
            }
        }
        return found
    }

    /// Keeps the first of each path named twice.
    private static func unique(_ files: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }
}

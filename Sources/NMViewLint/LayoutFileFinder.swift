import Foundation
import NMViewDiagnostics

/// Expands the paths given on a command line into the layout files to check.
///
/// A file is taken as named, whatever its extension. A directory is searched recursively for
/// `*.nmview.yaml`, `*.nmview.yml` and `*.nmview.json`, skipping hidden folders (`.git`, `.build`)
/// and symbolic-link cycles; results are sorted so output is stable. A folder that cannot be listed
/// is an error, never skipped in silence: a run that passes must have seen every layout.
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
            var unlisted: [Diagnostic] = []
            let found = search(directory: path, visited: &visited, unlisted: &unlisted).sorted()
            diagnostics += unlisted
            if found.isEmpty && unlisted.isEmpty {
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

    private func search(directory: String, visited: inout Set<String>, unlisted: inout [Diagnostic]) -> [String] {
        let manager = FileManager.default
        let real = (directory as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted else { return [] }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            // Gone since it was seen (deleted while a watch re-lints): nothing to report.
            let code = (error as? CocoaError)?.code
            if code != .fileReadNoSuchFile && code != .fileNoSuchFile {
                unlisted.append(Self.unlistable(directory, error))
            }
            return []
        }
        var found: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                found += search(directory: path, visited: &visited, unlisted: &unlisted)
            } else if Self.isLayoutFile(name) {
                found.append(path)
            }
        }
        return found
    }

    /// Why `directory` could not be listed, as the reader says it of files.
    private static func unlistable(_ directory: String, _ error: any Error) -> Diagnostic {
        let location = SourceLocation(file: directory)
        if (error as? CocoaError)?.code == .fileReadNoPermission {
            return .error("io.permission-denied", "permission denied reading '\(directory)'", at: location)
        }
        return .error("io.unreadable", "cannot read '\(directory)'", at: location)
    }

    /// Keeps the first of each path named twice.
    private static func unique(_ files: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }
}

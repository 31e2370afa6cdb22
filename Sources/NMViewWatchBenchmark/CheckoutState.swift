import Foundation

/// Which source the measured `nmview` was built from, as far as the checkout can say: the
/// package folder above the build folder, its commit, and the `Sources/` modules with uncommitted
/// changes (an in-progress validator changes every figure).
enum CheckoutState {
    /// "commit 5fa5555, uncommitted changes in Sources/NMViewSchema, Sources/NMViewSourceTree", or
    /// `nil` when the binaries are not inside a git checkout.
    static func describe(buildFolder: String) -> String? {
        guard let root = packageRoot(above: buildFolder),
            let commit = git(["rev-parse", "--short", "HEAD"], in: root)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !commit.isEmpty
        else { return nil }
        let status = git(["status", "--porcelain", "--untracked-files=all", "--", "Sources"], in: root) ?? ""
        var modules: [String] = []
        for line in status.split(separator: "\n") where line.count > 3 {
            let parts = line.dropFirst(3).split(separator: "/")
            guard parts.count >= 2, parts[0] == "Sources" else { continue }
            let module = "Sources/\(parts[1])"
            if !modules.contains(module) { modules.append(module) }
        }
        let changes = modules.isEmpty ? "no uncommitted changes in Sources" : "uncommitted changes in " + modules.sorted().joined(separator: ", ")
        return "\(root) at commit \(commit), \(changes)"
    }

    /// The first folder at or above `folder` holding a `Package.swift`.
    private static func packageRoot(above folder: String) -> String? {
        var directory = (folder as NSString).standardizingPath
        while !directory.isEmpty, directory != "/" {
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                return directory
            }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `git -C root arguments…`'s standard output, or `nil` when it fails.
    private static func git(_ arguments: [String], in root: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

import Foundation
import NMViewTestSupport
import Testing

/// What a user of `nmview watch --serve --out` relies on once the watch has caught up: the
/// layouts the preview lists with each one's findings (`GET /api/layouts`, what the page shows),
/// and the compiled files in the `--out` folder (what the app bundles). ``lint(_:in:)`` and
/// ``compiled(_:in:)`` build the same from a fresh `nmview lint` and `nmview compile` of the folder.
struct WatchedState: Equatable, CustomStringConvertible {
    /// Each layout file with its findings as `line:column severity id message`, sorted.
    var findings: [String: [String]]

    var description: String {
        findings.keys.sorted().map { "\($0): \(findings[$0] ?? [])" }.joined(separator: "\n")
    }

    /// The files whose findings hold an error.
    var failing: Set<String> {
        Set(findings.filter { $0.value.contains { $0.contains(" error ") } }.keys)
    }

    /// What the preview of the watch on `port` lists now.
    static func preview(port: UInt16) async throws -> WatchedState {
        let response = try await RawResponse.get("/api/layouts", port: port)
        try #require(response.status == 200, "\(response.status) \(response.text)")
        let list = try JSONDecoder().decode(List.self, from: response.body)
        var findings: [String: [String]] = [:]
        for layout in list.layouts {
            findings[layout.file] = layout.diagnostics.map {
                key(line: $0.line, column: $0.column, severity: $0.severity, id: $0.id, message: $0.message)
            }.sorted()
        }
        return WatchedState(findings: findings)
    }

    /// What `nmview lint --format json folder` finds in `directory` now, with every layout file
    /// under `folder` listed, clean ones with no findings.
    static func lint(_ folder: String, in directory: URL) async throws -> WatchedState {
        let output = try await CommandRunner.run(["lint", "--format", "json", folder], in: directory)
        try #require([0, 1].contains(output.status), "\(output.stderr)")
        let report = try JSONDecoder().decode(LintReport.self, from: Data(output.stdout.utf8))
        var findings: [String: [String]] = [:]
        for file in layoutFiles(under: directory.appendingPathComponent(folder), named: folder) { findings[file] = [] }
        for found in report.diagnostics {
            findings[found.file, default: []].append(
                key(line: found.line, column: found.column, severity: found.severity, id: found.id, message: found.message))
        }
        try #require(report.summary.files == findings.count, "lint read \(report.summary.files) files, \(findings.count) found")
        return WatchedState(findings: findings.mapValues { $0.sorted() })
    }

    /// The files of a fresh `nmview compile folder --out <temporary>` in `directory`, by name.
    static func compiled(_ folder: String, in directory: URL) async throws -> [String: Data] {
        let out = directory.appendingPathComponent("fresh-compile-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        let output = try await CommandRunner.run(["compile", folder, "--out", out.path], in: directory)
        try #require([0, 1].contains(output.status), "\(output.stderr)")
        return try folderContents(out)
    }

    /// Every file directly in `folder`, by name.
    static func folderContents(_ folder: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            contents[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return contents
    }

    /// Layout files under `root`, spelled as `folder/…` the way nmview prints them.
    private static func layoutFiles(under root: URL, named folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root.appendingPathComponent(relative).path
            guard relative.hasSuffix(".nmview.yaml"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files.append(folder + "/" + relative)
        }
        return files
    }

    private static func key(line: Int?, column: Int?, severity: String, id: String, message: String) -> String {
        "\(line ?? 0):\(column ?? 0) \(severity) \(id) \(message)"
    }

    private struct List: Decodable {
        struct Layout: Decodable {
            var file: String
            var diagnostics: [Finding]
        }
        var layouts: [Layout]
    }

    private struct Finding: Decodable {
        var line: Int?
        var column: Int?
        var severity: String
        var id: String
        var message: String
    }

    private struct LintReport: Decodable {
        struct Summary: Decodable {
            var files: Int
        }
        struct Found: Decodable {
            var file: String
            var line: Int?
            var column: Int?
            var severity: String
            var id: String
            var message: String
        }
        var diagnostics: [Found]
        var summary: Summary
    }
}

/// Checks `condition` every quarter second until it holds or `timeout` passes; whether it held.
/// The timeout only bounds how long a failure takes.
func eventually(within timeout: Duration = .seconds(120), _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(250))
    }
    return try await condition()
}

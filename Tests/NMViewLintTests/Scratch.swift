import Foundation

/// A temporary folder for one test, removed when the test lets go of it.
final class Scratch {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` at `relative` inside the folder and returns the full path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Replaces the file at the full `path` with `text`.
    func overwrite(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The bytes of the file at the full `path`.
    func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

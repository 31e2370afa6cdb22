import Foundation

/// A private temporary directory for the generated layout files, which the memory child reads
/// from disk; removed when the benchmark ends.
struct ScratchDirectory {
    /// The directory's path.
    let path: String

    /// Creates a new, uniquely named directory under the system temporary directory.
    init() throws {
        let name = "nmview-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create a temporary directory at \(url.path): \(error)")
        }
        path = url.path
    }

    /// Writes `bytes` as `name` in the directory and returns the file's path.
    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        do {
            try Data(bytes).write(to: url)
        } catch {
            throw BenchmarkError("cannot write \(url.path): \(error)")
        }
        return url.path
    }

    /// Deletes the directory and everything in it; a leftover temp directory is not worth failing for.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

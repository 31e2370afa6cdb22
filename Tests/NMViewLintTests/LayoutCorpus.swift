import Foundation

/// Every layout the repository holds: the examples and the fixtures that are layouts, with their
/// text, for tests that lint them all together.
enum LayoutCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Relative path → bytes, in path order.
    static func files() throws -> [(path: String, bytes: [UInt8])] {
        var result: [(String, [UInt8])] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walk
            where relative.hasSuffix(".nmview.yaml") || relative.hasSuffix(".nmview.json") {
                let data = try Data(contentsOf: base.appendingPathComponent(relative))
                result.append(("\(folder)/\(relative)", Array(data)))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }
}

import Foundation
import NMViewQRCode
import NMViewTestSupport
import Testing

/// Reads QR codes back with ZBar's `zbarimg` (Debian's zbar-tools, installed by
/// `Scripts/bootstrap`): a decoder written by others, so a test passes only when the symbol is
/// one a real reader accepts.
enum ZBarReader {
    /// Why the decoding tests are skipped where `zbarimg` is missing.
    static let missingComment: Comment = "zbarimg is not installed (Debian: apt-get install zbar-tools; Scripts/bootstrap does it)"

    /// `zbarimg` on the PATH, if any.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("zbarimg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether `zbarimg` can be run.
    static var isInstalled: Bool { executable != nil }

    /// What `zbarimg` reads from `code` drawn `scale` pixels a module inside a quiet zone of
    /// four modules: the decoded text of each symbol found, or nil when it finds none.
    static func decode(_ code: QRCode, scale: Int = 4) async throws -> String? {
        try await decode(modules: code.rows, scale: scale)
    }

    /// What `zbarimg` reads from `modules` (rows of true = dark) drawn as ``decode(_:scale:)`` does.
    static func decode(modules: [[Bool]], scale: Int = 4) async throws -> String? {
        guard let executable else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-qr-\(UUID()).pgm")
        try portableGraymap(modules, scale: scale).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // The child is waited for on a thread of its own, never on the concurrency pool.
        let (status, output) = try await offThePool { () throws -> (Int32, Data) in
            let child = try SpawnedChild(
                executable: executable.path, arguments: ["--raw", "-q", file.path],
                directory: FileManager.default.currentDirectoryPath,
                environment: ProcessInfo.processInfo.environment, errors: .discarded)
            let (status, output, _) = child.finish()
            return (status, output)
        }
        // zbarimg exits with 4 when the image holds no symbol it can read.
        guard status == 0 else { return nil }
        var text = String(decoding: output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// A binary PGM (P5) of `modules`: 0 for dark, 255 for light, `scale` pixels a module, with
    /// a light quiet zone of four modules.
    static func portableGraymap(_ modules: [[Bool]], scale: Int) -> Data {
        let quietZone = 4
        let side = (modules.count + 2 * quietZone) * scale
        var pixels = Data("P5\n\(side) \(side)\n255\n".utf8)
        for y in 0..<side {
            let row = y / scale - quietZone
            for x in 0..<side {
                let column = x / scale - quietZone
                let dark = modules.indices.contains(row) && modules[row].indices.contains(column) && modules[row][column]
                pixels.append(dark ? 0 : 255)
            }
        }
        return pixels
    }
}

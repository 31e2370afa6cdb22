import Foundation
import NMViewQRCode
import Testing

/// A QR code recorded by an independent encoder (`Tests/Fixtures/QRCode/record.py`): its input,
/// the version, level and mask it was drawn with, and its modules.
struct QRGoldenCase: Decodable, CustomTestStringConvertible {
    /// The fixtures' folder.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/QRCode")

    var name: String
    var text: String
    var version: Int
    var level: String
    var mask: Int

    var testDescription: String { name }

    /// The cases `cases.json` lists.
    static func all() throws -> [QRGoldenCase] {
        try JSONDecoder().decode([QRGoldenCase].self, from: Data(contentsOf: folder.appendingPathComponent("cases.json")))
    }

    /// The recorded modules, rows of true = dark.
    func modules() throws -> [[Bool]] {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(name).txt"), encoding: .utf8)
        return text.split(separator: "\n").map { $0.map { $0 == "1" } }
    }
}

extension QRCode {
    /// The modules as rows of true = dark, the form the fixtures and the decoder take.
    var rows: [[Bool]] {
        (0..<size).map { row in (0..<size).map { self[row, $0] } }
    }
}

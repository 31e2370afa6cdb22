import Testing

@testable import NMViewQRCode

/// Codes the encoder makes, read back by a real decoder (ZBar): the URL `nmview watch --serve
/// --lan` prints, short and long text, text beyond ASCII, at every level.
@Suite(.enabled(if: ZBarReader.isInstalled, ZBarReader.missingComment))
struct QRDecodingTests {
    static let texts = [
        QRCodeTests.lanURL,
        "NMView",
        "héllo wörld — ✓ 日本語 🙂",
        // 400 bytes: version 13 or more at every level, so the version information is drawn.
        String(repeating: "0123456789abcdefghijklmnopqrstuvwxyz/-_.", count: 10),
    ]

    @Test(arguments: texts, QRErrorCorrection.allCases)
    func zbarReadsTheText(_ text: String, level: QRErrorCorrection) async throws {
        let code = try QRCode(text: text, errorCorrection: level)
        #expect(try await ZBarReader.decode(code) == text, "version \(code.version) mask \(code.mask)")
    }

    @Test(arguments: QRMask.all)
    func zbarReadsEveryMask(_ mask: QRMask) async throws {
        // Version 7 for the version information, at the level the CLI uses.
        let version = try #require(QRVersion(7))
        let code = try QRCode(bytes: Array(QRCodeTests.lanURL.utf8), version: version, mask: mask)
        #expect(try await ZBarReader.decode(code) == QRCodeTests.lanURL)
    }

    @Test func zbarReadsTheLargestVersion() async throws {
        let text = String(repeating: "nmview ", count: 333)  // 2331 bytes: all version 40-M holds
        let code = try QRCode(text: text)
        #expect(code.version == .maximum)
        #expect(try await ZBarReader.decode(code, scale: 3) == text)
    }

    @Test func aBrokenCodeDoesNotRead() async throws {
        // The decoder is strict enough to notice: the same code with its format information
        // cleared (both copies) is not read.
        let code = try QRCode(text: QRCodeTests.lanURL)
        var rows = code.rows
        for index in 0...8 where index != 6 {
            rows[8][index] = false
            rows[index][8] = false
        }
        for index in 0..<8 {
            rows[8][code.size - 1 - index] = false
            rows[code.size - 1 - index][8] = false
        }
        #expect(try await ZBarReader.decode(modules: rows) == nil)
    }
}

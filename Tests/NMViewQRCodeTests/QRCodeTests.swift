import Testing

@testable import NMViewQRCode

/// Choosing the version and the mask, and refusing data that does not fit.
@Suite struct QRCodeTests {
    static let lanURL = "http://192.168.1.20:5757/s/3f9a0c41d2e85b7a96c0f13e4d2a8b5c/"

    @Test func smallestVersionThatHolds() throws {
        #expect(try QRCode(text: Self.lanURL).version.number == 4)
        #expect(try QRCode(text: Self.lanURL).errorCorrection == .medium)
        // 60 bytes: version 6-H holds 58, version 7-H 64.
        #expect(try QRCode(text: Self.lanURL, errorCorrection: .high).version.number == 7)
        // Version 1-L holds 17 bytes; one more needs version 2.
        #expect(try QRCode(text: String(repeating: "a", count: 17), errorCorrection: .low).version.number == 1)
        #expect(try QRCode(text: String(repeating: "a", count: 18), errorCorrection: .low).version.number == 2)
        // Capacity counts UTF-8 bytes, not characters: 7 × "é" is 14 bytes, twice what version 1-H
        // holds and all that version 2-H does.
        #expect(try QRCode(text: String(repeating: "é", count: 7), errorCorrection: .high).version.number == 2)
        #expect(try QRCode(text: "").version.number == 1)
    }

    @Test(arguments: QRErrorCorrection.allCases)
    func tooLongForVersion40(_ level: QRErrorCorrection) throws {
        let capacity = QRVersion.maximum.byteCapacity(level)
        #expect(try QRCode(bytes: Array(repeating: 0x61, count: capacity), errorCorrection: level).version == .maximum)
        #expect(throws: QRCodeError.dataTooLong(byteCount: capacity + 1, errorCorrection: level, version: .maximum, capacity: capacity)) {
            try QRCode(bytes: Array(repeating: 0x61, count: capacity + 1), errorCorrection: level)
        }
    }

    @Test func errorMessage() {
        let error = QRCodeError.dataTooLong(byteCount: 3000, errorCorrection: .medium, version: .maximum, capacity: 2331)
        #expect(
            error.description
                == "3000 bytes do not fit in a QR code of version 40 at error correction level M, which holds at most 2331 bytes")
    }

    @Test func tooLongForTheVersionAsked() throws {
        let version = try #require(QRVersion(1))
        #expect(throws: QRCodeError.dataTooLong(byteCount: 15, errorCorrection: .medium, version: version, capacity: 14)) {
            try QRCode(bytes: Array(repeating: 0x61, count: 15), version: version)
        }
    }

    @Test(arguments: [lanURL, "NMView", String(repeating: "layout ", count: 40)])
    func chosenMaskHasTheLowestPenalty(_ text: String) throws {
        let chosen = try QRCode(text: text)
        let penalties = try QRMask.all.map { mask in
            let code = try QRCode(bytes: Array(text.utf8), mask: mask)
            return QRPenalty.score(code.modules, size: code.size)
        }
        #expect(penalties[chosen.mask.pattern] == penalties.min())
        // The first of equal lowest scores.
        #expect(penalties.firstIndex(of: penalties.min() ?? 0) == chosen.mask.pattern)
        #expect(try QRCode(bytes: Array(text.utf8), mask: chosen.mask) == chosen)
    }

    @Test func levelLetters() {
        #expect(QRErrorCorrection.allCases.map(\.description) == ["L", "M", "Q", "H"])
        #expect(QRErrorCorrection(letter: "q") == .quartile)
        #expect(QRErrorCorrection(letter: "X") == nil)
    }
}

import Foundation
import Testing

@testable import NMViewQRCode

/// The encoder's modules against those of an independent encoder (Python's `qrcode`), for the
/// same text, version, level and mask: catches a wrong bit order, block split or placement that
/// a lenient decoder might forgive.
@Suite struct QRCodeGoldenTests {
    @Test func casesAreRecorded() throws {
        // Every level and every mask appear, so no part of the tables goes unchecked.
        let cases = try QRGoldenCase.all()
        #expect(Set(cases.map(\.level)) == ["L", "M", "Q", "H"])
        #expect(Set(cases.map(\.mask)) == Set(0...7))
        #expect(cases.contains { $0.version >= 7 } && cases.contains { $0.version >= 10 })
    }

    @Test(arguments: try QRGoldenCase.all())
    func matchesIndependentEncoder(_ golden: QRGoldenCase) throws {
        let version = try #require(QRVersion(golden.version))
        let level = try #require(QRErrorCorrection(letter: golden.level))
        let mask = try #require(QRMask(golden.mask))
        let code = try QRCode(bytes: Array(golden.text.utf8), errorCorrection: level, version: version, mask: mask)
        let expected = try golden.modules()
        #expect(expected.count == code.size)
        let differing = (0..<code.size).flatMap { row in
            (0..<code.size).compactMap { column in
                expected[row][column] == code[row, column] ? nil : "(\(row), \(column))"
            }
        }
        #expect(differing.isEmpty, "\(differing.count) modules differ, first at \(differing.prefix(5))")
    }
}

import Foundation
import Testing

@testable import NMViewQRCode

/// The version tables against an independent implementation's (`versions.json`, recorded by
/// `Tests/Fixtures/QRCode/record.py`) and against the standard's capacities.
@Suite struct QRVersionTests {
    struct Recorded: Decodable {
        var version: Int
        var alignment: [Int]
        var blocks: [String: [[Int]]]
    }

    static let recorded: [Recorded] = {
        let url = QRGoldenCase.folder.appendingPathComponent("versions.json")
        return (try? JSONDecoder().decode([Recorded].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func everyVersionIsRecorded() {
        #expect(Self.recorded.map(\.version) == Array(1...40))
        #expect(QRVersion.all.map(\.number) == Array(1...40))
        #expect(QRVersion(0) == nil && QRVersion(41) == nil)
    }

    @Test(arguments: Self.recorded)
    func blocksAndAlignment(_ recorded: Recorded) throws {
        let version = try #require(QRVersion(recorded.version))
        #expect(version.alignmentPatternCentres == recorded.alignment)
        for level in QRErrorCorrection.allCases {
            let blocks = try #require(recorded.blocks[level.description])
            #expect(version.blockCount(level) == blocks.count, "\(level)")
            #expect(version.codewordCount == blocks.reduce(0) { $0 + $1[0] }, "\(level)")
            #expect(version.dataCodewordCount(level) == blocks.reduce(0) { $0 + $1[1] }, "\(level)")
            #expect(blocks.allSatisfy { $0[0] - $0[1] == version.errorCorrectionCodewordsPerBlock(level) }, "\(level)")
        }
    }

    @Test func byteCapacities() throws {
        // Byte-mode capacities from the standard's table 7.
        let expected: [(Int, [Int])] = [(1, [17, 14, 11, 7]), (4, [78, 62, 46, 34]), (10, [271, 213, 151, 119]), (40, [2953, 2331, 1663, 1273])]
        for (number, capacities) in expected {
            let version = try #require(QRVersion(number))
            #expect(QRErrorCorrection.allCases.map(version.byteCapacity) == capacities, "version \(number)")
        }
    }
}

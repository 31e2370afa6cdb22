import Testing

@testable import NMViewQRCode

/// The pieces under the matrix, against worked examples whose numbers come from the standard
/// and its tables rather than from this encoder.
@Suite struct QRCodewordsTests {
    @Test func galoisField() {
        // 2⁸ reduced by 0x11D is 0x1D; every non-zero element is a power of 2 exactly once.
        #expect(GaloisField.power(8) == 0x1D)
        #expect(Set(GaloisField.exponents.prefix(255)).count == 255)
        // The table product against multiplication by shifting and reducing, for every pair.
        func slowProduct(_ a: Int, _ b: Int) -> Int {
            var result = 0
            var shifted = a
            for bit in 0..<8 {
                if b >> bit & 1 == 1 { result ^= shifted }
                shifted <<= 1
                if shifted & 0x100 != 0 { shifted ^= 0x11D }
            }
            return result
        }
        let wrong = (0...255).flatMap { a in
            (0...255).filter { b in Int(GaloisField.multiply(UInt8(a), UInt8(b))) != slowProduct(a, b) }.map { (a, $0) }
        }
        #expect(wrong.isEmpty, "\(wrong.count) products differ, e.g. \(wrong.prefix(3))")
    }

    @Test func generatorPolynomial() {
        // Degree 7, in exponent form: α⁰x⁷ + α⁸⁷x⁶ + α²²⁹x⁵ + α¹⁴⁶x⁴ + α¹⁴⁹x³ + α²³⁸x² + α¹⁰²x + α²¹.
        #expect(ReedSolomon(degree: 7).generator == [87, 229, 146, 149, 238, 102, 21].map(GaloisField.power))
    }

    @Test func reedSolomonOfTheStandardsExample() {
        // "01234567" in numeric mode, version 1-M (ISO/IEC 18004, annex I): 16 data codewords
        // and their 10 error correction codewords.
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        #expect(ReedSolomon(degree: 10).remainder(of: data) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    @Test func byteModeDataCodewords() throws {
        // Mode 0100, length 00000010, 'h' 'i', terminator 0000, then pad bytes EC 11 …
        let version = try #require(QRVersion(1))
        let codewords = QRCodewords.dataCodewords(Array("hi".utf8), version: version, level: .high)
        #expect(codewords == [0x40, 0x26, 0x86, 0x90, 0xEC, 0x11, 0xEC, 0x11, 0xEC])
    }

    @Test func lengthTakesSixteenBitsFromVersionTen() throws {
        let nine = try #require(QRVersion(9))
        let ten = try #require(QRVersion(10))
        #expect(QRCodewords.dataCodewords([0x41], version: nine, level: .low).prefix(3) == [0x40, 0x14, 0x10])
        #expect(QRCodewords.dataCodewords([0x41], version: ten, level: .low).prefix(4) == [0x40, 0x00, 0x14, 0x10])
    }

    @Test func fullCapacityLeavesNoRoomForTerminator() throws {
        let version = try #require(QRVersion(1))
        let data = [UInt8](repeating: 0xFF, count: version.byteCapacity(.low))
        let codewords = QRCodewords.dataCodewords(data, version: version, level: .low)
        #expect(codewords.count == version.dataCodewordCount(.low))
        #expect(codewords.last == 0xF0)  // the last data nibble, then the terminator's four zeros
    }

    @Test func interleavingTakesBlocksInTurn() throws {
        // Version 5-Q: two blocks of 15 data codewords, then two of 16; each with 18 of error correction.
        let version = try #require(QRVersion(5))
        let data = QRCodewords.dataCodewords(Array(repeating: 0x41, count: 50), version: version, level: .quartile)
        let sequence = QRCodewords.interleaved(Array(repeating: 0x41, count: 50), version: version, level: .quartile)
        #expect(sequence.count == version.codewordCount)
        #expect(Array(sequence.prefix(4)) == [data[0], data[15], data[30], data[46]])
        // The extra codeword of each long block comes after the short blocks ran out.
        #expect(Array(sequence[60..<62]) == [data[45], data[61]])
        let firstBlockCorrection = ReedSolomon(degree: 18).remainder(of: Array(data[0..<15]))
        #expect(sequence[62] == firstBlockCorrection[0] && sequence[66] == firstBlockCorrection[1])
    }

    @Test func formatAndVersionInformation() throws {
        // Values from the standard's tables (annex C and D).
        #expect(QRFormatInformation.formatBits(level: .medium, mask: try #require(QRMask(0))) == 0b101010000010010)
        #expect(QRFormatInformation.formatBits(level: .low, mask: try #require(QRMask(0))) == 0b111011111000100)
        #expect(QRFormatInformation.formatBits(level: .high, mask: try #require(QRMask(7))) == 0b000100000111011)
        #expect(QRFormatInformation.versionBits(try #require(QRVersion(7))) == 0x07C94)
        #expect(QRFormatInformation.versionBits(try #require(QRVersion(40))) == 0x28C69)
    }
}

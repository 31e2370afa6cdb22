import Testing

@testable import NMViewQRCode

/// The four penalty rules on lines and squares small enough to score by hand.
@Suite struct QRPenaltyTests {
    static func line(_ text: String) -> [Bool] { text.map { $0 == "1" } }

    @Test func runs() {
        #expect(QRPenalty.runs(Self.line("0101")) == 0)
        #expect(QRPenalty.runs(Self.line("11110")) == 0)
        #expect(QRPenalty.runs(Self.line("11111")) == 3)
        #expect(QRPenalty.runs(Self.line("0000000")) == 5)
        #expect(QRPenalty.runs(Self.line("111110000011")) == 6)
    }

    @Test func blocks() {
        // A 3 × 3 square of one colour holds four 2 × 2 squares.
        #expect(QRPenalty.blocks(Array(repeating: true, count: 9), size: 3) == 12)
        #expect(QRPenalty.blocks([true, false, false, true], size: 2) == 0)
    }

    @Test func finderLikePatterns() {
        #expect(QRPenalty.finderLikePatterns(Self.line("00001011101")) == 40)
        #expect(QRPenalty.finderLikePatterns(Self.line("10111010000")) == 40)
        // Beyond the line's ends counts as light, as the quiet zone is.
        #expect(QRPenalty.finderLikePatterns(Self.line("1011101")) == 40)
        #expect(QRPenalty.finderLikePatterns(Self.line("1000101110100011")) == 0)
        #expect(QRPenalty.finderLikePatterns(Self.line("1011001")) == 0)
    }

    @Test func balance() {
        #expect(QRPenalty.balance(Array(repeating: true, count: 10) + Array(repeating: false, count: 10)) == 0)
        // 11 of 20 dark is 55 %: one full 5 % step away.
        #expect(QRPenalty.balance(Array(repeating: true, count: 11) + Array(repeating: false, count: 9)) == 10)
        #expect(QRPenalty.balance(Array(repeating: true, count: 20)) == 100)
    }
}

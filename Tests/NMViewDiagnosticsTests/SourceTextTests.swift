import NMViewDiagnostics
import Testing

/// Lines split the way libyaml counts them, so excerpts match reported positions.
@Suite struct SourceTextTests {
    @Test func lineBreaksOfEveryKind() {
        let text = SourceText("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g")
        #expect(text.lineCount == 7)
        #expect((1...7).map { text.line($0) } == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(text.line(0) == nil)
        #expect(text.line(8) == nil)
    }

    @Test func byteOrderMarkIsNotPartOfLineOne() {
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
        #expect(text.line(1) == "a: 1")
        #expect(text.position(ofByteOffset: 3) == (1, 1))
    }

    @Test func byteOffsetsBecomeScalarColumns() {
        let text = SourceText("ab\nçé: x\n")
        #expect(text.position(ofByteOffset: 0) == (1, 1))
        #expect(text.position(ofByteOffset: 3) == (2, 1))
        // 'ç' and 'é' are two bytes each; the colon is the third scalar.
        #expect(text.position(ofByteOffset: 7) == (2, 3))
        #expect(text.position(ofByteOffset: 1000) == (3, 1))
    }
}

import NMViewDiagnostics
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML
import Testing

/// Each bad input yields exactly the expected error id at the marked position, and no tree.
@Suite struct ReaderDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var id: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "tab indentation", input: "root:\n1️⃣\tframe: [0, 0, 1, 1]\n", id: "yaml.tab-indentation"),
        Case(name: "tab before a sequence item", input: "subviews:\n1️⃣\t- a\n", id: "yaml.tab-indentation"),
        Case(name: "unclosed flow sequence", input: "frame: [1, 2, 3\n1️⃣", id: "yaml.unclosed-flow-sequence"),
        Case(
            name: "unclosed flow sequence before next key",
            input: "frame: [1, 2\ntext: hi\n", id: "yaml.unclosed-flow-sequence"),
        Case(name: "unclosed flow mapping", input: "size: {width: 1\n1️⃣", id: "yaml.unclosed-flow-mapping"),
        Case(name: "mismatched bracket", input: "size: {width: 1, height: 21️⃣]\n", id: "yaml.unclosed-flow-mapping"),
        Case(name: "stray bracket after a mapping", input: "a: 1\n1️⃣]\n", id: "yaml.unmatched-bracket"),
        Case(name: "stray bracket after a flow sequence", input: "a: [1, 2]1️⃣]\n", id: "yaml.unmatched-bracket"),
        Case(name: "stray brace in JSON", input: "{\"a\": 1}1️⃣}", id: "yaml.unmatched-bracket"),
        Case(name: "stray bracket alone", input: "1️⃣]\n", id: "yaml.unmatched-bracket"),
        Case(name: "unknown escape", input: "text: \"a1️⃣\\q\"\n", id: "yaml.syntax"),
        Case(name: "unterminated quote", input: "text: 'abc\n1️⃣", id: "yaml.syntax"),
        Case(name: "mapping value in plain scalar", input: "a: b1️⃣: c\n", id: "yaml.syntax"),
        Case(name: "duplicate key", input: "nmview: 1\nroot: {}\n1️⃣root: {}\n", id: "yaml.duplicate-key"),
        Case(
            name: "duplicate key in flow mapping", input: "frame: {x: 1, y: 2, 1️⃣x: 3}\n",
            id: "yaml.duplicate-key"),
        Case(name: "duplicate key quoted differently", input: "a: 1\n1️⃣'a': 2\n", id: "yaml.duplicate-key"),
        Case(name: "duplicate key in JSON", input: "{\"a\": 1, 1️⃣\"a\": 2}", id: "yaml.duplicate-key"),
        Case(name: "sequence as key", input: "? 1️⃣[1, 2]\n: value\n", id: "yaml.non-scalar-key"),
        Case(name: "mapping as key", input: "{1️⃣{a: 1}: b}\n", id: "yaml.non-scalar-key"),
        Case(name: "second document", input: "a: 1\n1️⃣---\nb: 2\n", id: "yaml.multiple-documents"),
        Case(name: "second bare document", input: "--- a\n1️⃣--- b\n", id: "yaml.multiple-documents"),
        Case(name: "undefined alias", input: "a: 1\nb: 1️⃣*nowhere\n", id: "yaml.undefined-alias"),
        Case(name: "recursive alias", input: "a: &self [1, 1️⃣*self]\n", id: "yaml.undefined-alias"),
        Case(name: "empty file", input: "1️⃣", id: "yaml.empty-document"),
        Case(name: "comments only", input: "1️⃣# nothing here\n\n", id: "yaml.empty-document"),
        Case(name: "bad int tag", input: "tag: 1️⃣!!int twelve\n", id: "yaml.tag-mismatch"),
    ]

    @Test(arguments: cases)
    func reportsErrorAtMarker(_ testCase: Case) throws {
        let marked = MarkedSource(testCase.input)
        let result = read(marked)
        #expect(result.tree == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(result.diagnostics)")
        let error = try #require(errors.first)
        #expect(error.id.rawValue == testCase.id)
        if marked.markers["1️⃣"] != nil {
            #expect(error.location == marked.location("1️⃣", file: "test.nmview.yaml"))
        }
    }

    @Test func unclosedFlowSequencePointsAtTheOpeningBracket() throws {
        let marked = MarkedSource("a: 1\nframe: 1️⃣[1, 2\ntext: hi\n")
        let error = try #require(read(marked).diagnostics.first)
        #expect(error.id == "yaml.unclosed-flow-sequence")
        let note = try #require(error.notes.first)
        #expect(note.location == marked.location("1️⃣", file: "test.nmview.yaml"))
        #expect(note.message == "'[' opened here is not closed")
    }

    @Test func syntaxErrorsKeepLibYAMLProblemText() throws {
        let error = try #require(read(MarkedSource("text: \"a\\q\"\n")).diagnostics.first)
        #expect(error.message == "found unknown escape character")
        #expect(error.notes.first?.message == "while parsing a quoted scalar")
    }

    @Test func everyDuplicateKeyIsReportedWithTheFirstDefinition() throws {
        let marked = MarkedSource("1️⃣a: 1\n2️⃣b: 2\n3️⃣a: 3\n4️⃣b: 4\n")
        let errors = read(marked).diagnostics
        #expect(errors.map(\.id) == ["yaml.duplicate-key", "yaml.duplicate-key"])
        #expect(errors.map(\.location) == ["3️⃣", "4️⃣"].map { marked.location($0, file: "test.nmview.yaml") })
        #expect(errors.map { $0.notes.first?.location } == ["1️⃣", "2️⃣"].map { marked.location($0, file: "test.nmview.yaml") })
        #expect(errors.first?.message == "duplicate key 'a'")
    }

    @Test func duplicateKeysAreFoundInLargeMappings() throws {
        // Past the linear-scan threshold the builder switches to a hash index; both must agree.
        var text = ""
        for index in 0..<200 { text += "key\(index): \(index)\n" }
        text += "1️⃣key150: again\n"
        let marked = MarkedSource(text)
        let errors = read(marked).diagnostics
        #expect(errors.map(\.id) == ["yaml.duplicate-key"])
        #expect(errors.first?.location == marked.location("1️⃣", file: "test.nmview.yaml"))
        #expect(errors.first?.notes.first?.location?.line == 151)
    }

    @Test func duplicateKeyThroughAnAlias() throws {
        let marked = MarkedSource("names: [&k frame]\nmap:\n  frame: 1\n  1️⃣*k : 2\n")
        let errors = read(marked).diagnostics
        #expect(errors.map(\.id) == ["yaml.duplicate-key"])
        #expect(errors.first?.location == marked.location("1️⃣", file: "test.nmview.yaml"))
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() throws {
        var bytes = Array("view: Card\ntext: \"ab".utf8)
        bytes.append(0xFF)
        bytes += Array("\"\n".utf8)
        let error = try #require(read(bytes: bytes).diagnostics.first)
        #expect(error.id == "yaml.invalid-encoding")
        #expect(error.location.line == 2)
        #expect(error.location.column == 10)
        #expect(error.message.contains("0xff"))
    }

    @Test func invalidUTF8AfterMultibyteTextCountsScalars() throws {
        var bytes = Array("é: \"ü".utf8)
        bytes.append(0xC3)  // a lead byte with no continuation
        bytes += Array("\"\n".utf8)
        let error = try #require(read(bytes: bytes).diagnostics.first)
        #expect(error.id == "yaml.invalid-encoding")
        #expect(error.location.line == 1)
        #expect(error.location.column == 6)
        #expect(error.message.contains("trailing"))
    }

    @Test func utf16IsRefusedWithAHint() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("a: 1".utf8).flatMap { [$0, 0] }
        let error = try #require(read(bytes: bytes).diagnostics.first)
        #expect(error.id == "yaml.invalid-encoding")
        #expect(error.message == "file is encoded as UTF-16; save it as UTF-8")
    }

    @Test func controlCharactersAreRefused() throws {
        let error = try #require(read(bytes: Array("a: b\u{07}c\n".utf8)).diagnostics.first)
        #expect(error.id == "yaml.invalid-character")
        #expect(error.location.line == 1)
        #expect(error.location.column == 5)
    }

    @Test func unknownTagsAreWarningsAndTheFileStillReads() throws {
        let marked = MarkedSource("a: 1️⃣!custom value\n")
        let result = read(marked)
        #expect(result.tree != nil)
        #expect(result.diagnostics.map(\.id) == ["yaml.unknown-tag"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.location == marked.location("1️⃣", file: "test.nmview.yaml"))
    }
}

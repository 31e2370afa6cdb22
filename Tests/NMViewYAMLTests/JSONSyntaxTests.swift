import NMViewDiagnostics
import NMViewSourceTree
import NMViewTestSupport
@testable import NMViewYAML
import Testing

/// JSON layouts are held to RFC 8259: each slip libyaml would let through is a `json.syntax`
/// error at its position, with a note on what JSON wants. Markers (1️⃣) show where each is found.
@Suite struct JSONSyntaxTests {
    static let file = "Card.nmview.json"

    /// One slip, where it is found, and words its message or note must have.
    struct Slip: CustomTestStringConvertible, Sendable {
        var marked: String
        var says: String
        var testDescription: String { marked }
    }

    static let slips: [Slip] = [
        Slip(marked: #"{"root": {}1️⃣,}"#, says: "comma before '}'"),
        Slip(marked: #"{"root": {"frame": [0, 0, 1, 11️⃣,]}}"#, says: "comma before ']'"),
        Slip(marked: #"{1️⃣root: {}}"#, says: "the key 'root' is not in double quotes"),
        Slip(marked: #"{"view": 1️⃣'Card'}"#, says: "double quotes, not single quotes"),
        Slip(marked: #"{1️⃣'view': "Card"}"#, says: "keys in JSON use double quotes"),
        Slip(marked: #"{"root": {"hidden": 1️⃣True}}"#, says: "'True' is not a JSON value"),
        Slip(marked: #"{"nmview": 1️⃣01}"#, says: "no leading zero: '01'"),
        Slip(marked: #"{"root": {"alpha": 1️⃣.5}}"#, says: "write 0.5 instead of .5"),
        Slip(marked: "{\"nmview\": 1,\n  1️⃣# a comment\n  \"view\": \"Card\"}", says: "JSON has no comments"),
        Slip(marked: "{\"nmview\": 1, 1️⃣/* c */ \"view\": \"Card\"}", says: "JSON has no comments"),
        Slip(marked: #"{"root": {"alpha": 1️⃣NaN}}"#, says: "no NaN or infinity"),
        Slip(marked: #"{"root": {"alpha": 1️⃣Infinity}}"#, says: "no NaN or infinity"),
        Slip(marked: #"{"root": {"alpha": -1️⃣Infinity}}"#, says: "'-' must be followed by a digit"),
        Slip(marked: #"{"view": "Card" 1️⃣"nmview": 1}"#, says: "expected ',' or '}'"),
        Slip(marked: "{\"view\": \"Card\", \"root\": {}}\n1️⃣{}", says: "more after the end"),
        Slip(marked: #"{"text": "a1️⃣\q"}"#, says: "'\\q' is not an escape"),
        Slip(marked: "{\"text\": \"é ü 1️⃣\u{01}\"}", says: "control character"),
    ]

    @Test(arguments: slips)
    func eachSlipIsAnErrorAtItsPosition(_ slip: Slip) throws {
        let marked = MarkedSource(slip.marked)
        let result = read(marked, file: Self.file)
        #expect(result.tree == nil)
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.id == "json.syntax" && error.severity == .error)
        #expect(error.location == marked.location("1️⃣", file: Self.file), "\(error.message)")
        let text = ([error.message] + error.notes.map(\.message)).joined(separator: " | ")
        #expect(text.contains(slip.says), "\(text)")
        #expect(!error.notes.isEmpty || error.message.contains("more after"), "a slip comes with a note")
    }

    @Test func anUnclosedObjectPointsBackToWhereItOpens() throws {
        let marked = MarkedSource("{\"root\": 1️⃣{\"subviews\": [\n  {\"id\": \"a\"}\n]\n2️⃣")
        let error = try #require(read(marked, file: Self.file).diagnostics.first)
        #expect(error.location == marked.location("2️⃣", file: Self.file))
        #expect(error.message == "the file ends before the object opened at 1:10 is closed")
        #expect(error.notes.first?.location == marked.location("1️⃣", file: Self.file))
    }

    @Test func strictJSONStillReads() throws {
        let text = #"{"nmview": 1, "view": "Card", "size": {"width": 320, "height": 480.5e0}, "root": {"subviews": [{"id": "a", "text": "\u00e9\n\"q\"/"}, {"id": "b", "alpha": -0.25, "hidden": false, "tag": null}]}}"#
        let result = read(MarkedSource(text), file: Self.file)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test func aFileIsHeldToJSONByItsNameOrItsFirstBrace() {
        // YAML's flow style starts with a brace too: a .yaml file stays YAML.
        let flow = "{view: Card, root: {subviews: [{id: a, frame: [0, 0, 1, 1,]}]}}\n"
        #expect(read(MarkedSource(flow), file: "Card.nmview.yaml").succeeded)
        #expect(read(MarkedSource(flow), file: "Card.nmview.yml").succeeded)
        // A file named neither way that starts with a brace is JSON.
        let braced = "  {view: Card}\n"
        #expect(read(MarkedSource(braced), file: "Card.layout").diagnostics.first?.id == "json.syntax")
        #expect(read(MarkedSource("view: Card\n"), file: "Card.layout").succeeded)
        #expect(read(MarkedSource(#"{"view": "Card"}"#), file: "card.JSON").succeeded)
    }

    @Test func deepNestingIsCheckedWithoutTheCallStack() {
        let depth = 5_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(JSONSyntaxCheck.firstError(in: Array(text.utf8), path: Self.file) == nil)
        let unclosed = String(repeating: "[", count: depth)
        #expect(JSONSyntaxCheck.firstError(in: Array(unclosed.utf8), path: Self.file)?.message.contains("array opened at 1:5000") == true)
    }
}

extension JSONSyntaxCheck {
    /// The check on an array's bytes, for tests.
    static func firstError(in bytes: [UInt8], path: String) -> Diagnostic? {
        bytes.withUnsafeBufferPointer { firstError(in: $0, path: path) }
    }
}

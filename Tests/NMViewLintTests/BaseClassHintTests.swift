import NMViewDiagnostics
import NMViewLint
import NMViewYAML
import Testing

/// A UIKit class's property on a class of your own without a base gets a note naming the base to
/// write; other unknown properties, and the same property on a UIKit class, do not.
@Suite struct BaseClassHintTests {
    static func notes(_ view: String) throws -> [String: [String]] {
        let text = "nmview: 1\nsize: {width: 320, height: 200}\nroot:\n  subviews:\n    - \(view)\n"
        let outcome = try Linter().lint(sources: [SourceFile(path: "Hint.nmview.yaml", bytes: Array(text.utf8))])
        var notes: [String: [String]] = [:]
        for finding in outcome.report.diagnostics where finding.id == "schema.unknown-property" {
            let name = finding.message.split(separator: "'")[1]
            notes[String(name)] = finding.notes.map(\.message)
        }
        return notes
    }

    @Test func aLabelsPropertyOnAClassOfYourOwnNamesTheBase() throws {
        let notes = try Self.notes("{class: PaddedLabel, frame: [0, 0, 300, 40], numberOfLines: 2, text: Hi, bogus: 1}")
        #expect(notes["numberOfLines"] == ["'numberOfLines' is a property of UILabel: if this view's class is a UILabel subclass, write base: UILabel beside it"])
        #expect(notes["text"] == ["'text' is a property of UILabel, UITextField and UITextView: if this view's class is a subclass of one of them, write that as its base (base: UILabel)"])
        #expect(notes["bogus"] == [])
    }

    @Test func aUIKitClassGetsNoNote() throws {
        let notes = try Self.notes("{class: UIButton, frame: [0, 0, 300, 40], numberOfLines: 2}")
        #expect(notes["numberOfLines"] == [])
    }
}

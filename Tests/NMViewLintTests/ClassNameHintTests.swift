import NMViewDiagnostics
import NMViewLint
import NMViewYAML
import Testing

/// A class a slip away from a UIKit class is reported at the class, with the fix, and its
/// properties lose the "write a base" advice that would hide the typo; a class of your own far
/// from every UIKit class, or with a base, is left as before.
@Suite struct ClassNameHintTests {
    static func findings(_ view: String, templates: String = "") throws -> [Diagnostic] {
        let text = "nmview: 1\nsize: {width: 320, height: 200}\nroot:\n  subviews:\n    - \(view)\n\(templates)"
        return try Linter().lint(sources: [SourceFile(path: "Hint.nmview.yaml", bytes: Array(text.utf8))]).report.diagnostics
    }

    @Test(arguments: [("UILable", "UILabel"), ("UIbutton", "UIButton"), ("uilabel", "UILabel"), ("UIImagView", "UIImageView")])
    func aMisspeltUIKitClassIsReportedAtTheClass(written: String, meant: String) throws {
        let found = try Self.findings("{class: \(written), frame: [0, 0, 300, 40], text: Hello}")
        let misspelt = try #require(found.first { $0.id == "schema.misspelt-class" })
        #expect(misspelt.severity == .error)
        #expect(misspelt.message == "'\(written)' is not a UIKit class, and the 'UI' prefix is UIKit's own")
        #expect(misspelt.suggestions.first == meant)
        #expect(misspelt.location.line == 5 && misspelt.location.column == 15)
        // The property is still unknown to a custom view, but without advice to write a base.
        for finding in found where finding.id == "schema.unknown-property" { #expect(finding.notes.isEmpty) }
    }

    @Test func aClassOfYourOwnBehavesAsBefore() throws {
        let found = try Self.findings("{class: PaddedLabel, frame: [0, 0, 300, 40], text: Hi}")
        #expect(!found.contains { $0.id == "schema.misspelt-class" })
        let text = try #require(found.first { $0.id == "schema.unknown-property" })
        #expect(text.notes.map(\.message).first?.hasPrefix("'text' is a property of UILabel") == true)
    }

    @Test(arguments: [
        "{class: UILable, base: UILabel, frame: [0, 0, 300, 40], text: Hi}",
        "{class: MyKit.UILable, frame: [0, 0, 300, 40]}",
        "{class: UIWidgetCarousel, frame: [0, 0, 300, 40]}",
        "{class: MyLabel, frame: [0, 0, 300, 40]}",
    ])
    func aBaseAModuleOrADistantNameIsNotAMisspelling(view: String) throws {
        #expect(!(try Self.findings(view)).contains { $0.id == "schema.misspelt-class" })
    }

    @Test func templatesAndNestedViewsAreChecked() throws {
        let found = try Self.findings(
            "{class: UIView, frame: [0, 0, 300, 40], subviews: [{class: UISwtich, frame: [0, 0, 51, 31]}]}",
            templates: "templates:\n  key: {class: UIButon, frame: [0, 0, 44, 44]}\n")
        #expect(found.filter { $0.id == "schema.misspelt-class" }.map(\.suggestions.first) == ["UISwitch", "UIButton"])
    }
}

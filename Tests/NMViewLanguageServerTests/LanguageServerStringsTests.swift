import Foundation
import NMViewLanguageServer
import NMViewTestSupport
import Testing

/// Hovering a localized text shows its translations from the String Catalog beside the layout.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerStringsTests {
    @Test func hoverShowsTheTranslations() async throws {
        let project = try LanguageServerColorTests.Project()
        try project.write(
            "App/Localizable.xcstrings",
            #"{"sourceLanguage" : "en", "strings" : {"profile.follow" : {"localizations" : {"#
                + #""de" : {"stringUnit" : {"state" : "translated", "value" : "Folgen"}}, "#
                + #""en" : {"stringUnit" : {"state" : "translated", "value" : "Follow"}}}}}, "version" : "1.0"}"#)
        let harness = try ServerHarness()
        try await harness.initialize(root: project.path)
        let tests = LanguageServerColorTests()
        let positions = try await tests.open(
            harness, project,
            "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - {class: UILabel, text: {localized: Fol1️⃣low, key: profile.fo2️⃣llow}}\n    - {class: UILabel, text: {localized: Mi3️⃣ssing}}\n")
        for marker in ["1️⃣", "2️⃣"] {
            let hover = try await harness.request("textDocument/hover", tests.at(project, positions[marker]))
            let text = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
            #expect(text.contains("`profile.follow` in `") && text.contains("App/Localizable.xcstrings`"), "\(text)")
            #expect(text.contains("| de | Folgen |") && text.contains("| en | Follow |"))
        }
        let missing = try await harness.request("textDocument/hover", tests.at(project, positions["3️⃣"]))
        #expect(missing["result"]?["contents"]?["value"]?.stringValue?.contains("`Missing` is not in") == true)
    }
}

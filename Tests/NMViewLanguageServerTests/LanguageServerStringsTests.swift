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

    /// A key added to the catalog on disk clears the open layout's warning once the editor reports
    /// the save, as the watcher the server registers would.
    @Test func aSavedCatalogRelintsTheOpenLayouts() async throws {
        let project = try LanguageServerColorTests.Project()
        let catalog = { (keys: [String]) in
            let strings = keys.map { #""\#($0)" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "x"}}}}"# }
            return #"{"sourceLanguage" : "en", "strings" : {\#(strings.joined(separator: ", "))}, "version" : "1.0"}"#
        }
        try project.write("App/Localizable.xcstrings", catalog(["hello"]))
        let harness = try ServerHarness()
        try await harness.initialize(root: project.path)
        let text = "nmview: 1\nsize: {width: 200, height: 50}\nroot:\n  subviews:\n    - {class: UILabel, frame: [0, 0, 200, 40], text: {localized: Bye, key: bye}}\n"
        try harness.notify("textDocument/didOpen", openParams(project.layoutURI, text))
        let before = LanguageServerColorTests().codes(try await harness.diagnostics(project.layoutURI))
        #expect(before == ["rule.missing-string"], "\(before)")
        try project.write("App/Localizable.xcstrings", catalog(["bye", "hello"]))
        let saved = URL(fileURLWithPath: project.path + "/App/Localizable.xcstrings").absoluteString
        try harness.notify(
            "workspace/didChangeWatchedFiles",
            .object(["changes": .array([.object(["uri": .string(saved), "type": .number(2)])])]))
        #expect(LanguageServerColorTests().codes(try await harness.diagnostics(project.layoutURI)) == [])
    }
}

import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewPreviewServer
import NMViewStrings
import NMViewTestSupport
import NMViewYAML
import Testing

/// `/api/audit`: the accessibility audit of the layout the canvas shows, at its size.
@Suite("Preview server audit")
struct PreviewServerAuditTests {
    struct Audit: Decodable {
        struct Finding: Decodable {
            var view: Int
            var id: String?
            var rule: String
            var message: String
            var line: Int?
            var column: Int?
        }
        var layout: String
        var findings: [Finding]
    }

    static let file = "Layouts/Toolbar.nmview.yaml"

    /// A state holding a toolbar whose share button stretches with the canvas, and whose icon
    /// button has no label.
    static func state() async throws -> PreviewState {
        let text = """
            nmview: 1
            size: {width: 100, height: 100}
            root:
              tintColor: {light: "#0040DD", dark: "#409CFF"}
              subviews:
                - {id: share, class: UIButton, frame: [0, 0, 30, 44], title: Share, autoresizing: [flexibleWidth]}
                - {id: close, class: UIButton, frame: [0, 50, 44, 44], image: close}
            layouts:
              - name: wide
                size: {width: 400, height: 100}
                subviews:
                  - {id: share, frame: [0, 0, 300, 44]}
            """
        let outcome = try Linter().lint(sources: [SourceFile(path: file, bytes: Array(text.utf8))])
        let resolved = try #require(outcome.documents[file]).resolved
        let state = PreviewState()
        await state.update(
            file: file, name: "Toolbar", layout: CompiledLayout(resolved), diagnostics: outcome.report.diagnostics,
            viewLocations: [SourceLocation(file: file, line: 5, column: 7), SourceLocation(file: file, line: 6, column: 7)])
        return state
    }

    @Test("/api/audit lists the findings at the canvas's size, each with its view and line")
    func audit() async throws {
        try await PreviewFixtures.withServer(state: try await Self.state()) { _, port in
            let query = "file=Layouts%2FToolbar.nmview.yaml"
            let narrow = try await RawResponse.get("/api/audit?\(query)&width=100&height=100", port: port)
            #expect(narrow.status == 200)
            let body = try JSONDecoder().decode(Audit.self, from: narrow.body)
            #expect(body.layout == "primary")
            // At 30 points wide the share button's title is cut off too.
            #expect(
                body.findings.map(\.rule) == ["rule.text-truncates", "rule.small-touch-target", "rule.missing-accessibility-label"])
            #expect(body.findings.map(\.id) == ["share", "share", "close"])
            #expect(body.findings.map(\.view) == [0, 0, 1])
            #expect(body.findings.first?.line == 5 && body.findings.first?.column == 7)

            // Wider, the share button stretches past 44 points and its title fits; wider still, the
            // alternative is picked.
            let stretched = try await RawResponse.get("/api/audit?\(query)&width=180&height=100", port: port)
            let stretchedBody = try JSONDecoder().decode(Audit.self, from: stretched.body)
            #expect(stretchedBody.findings.map(\.rule) == ["rule.missing-accessibility-label"])
            let wide = try await RawResponse.get("/api/audit?\(query)&width=400&height=100", port: port)
            #expect(try JSONDecoder().decode(Audit.self, from: wide.body).layout == "wide")

            let missing = try await RawResponse.get("/api/audit?file=nope", port: port)
            #expect(missing.status == 404)
            let bad = try await RawResponse.get("/api/audit?\(query)&width=-1", port: port)
            #expect(bad.status == 400)
        }
    }

    static let wordsFile = "Layouts/Welcome.nmview.yaml"

    /// A state holding a greeting whose German is longer than its frame, and a grey caption that
    /// reads well enough only once Dynamic Type makes it large text.
    static func wordsState() async throws -> PreviewState {
        let text = """
            nmview: 1
            size: {width: 320, height: 200}
            root:
              backgroundColor: "#FFFFFF"
              subviews:
                - id: greeting
                  class: UILabel
                  frame: [20, 20, 200, 24]
                  text: {localized: Welcome, key: welcome}
                - id: caption
                  class: UILabel
                  frame: [20, 60, 280, 120]
                  numberOfLines: 0
                  font: {textStyle: body}
                  textColor: "#949494"
                  text: Hi
            """
        let outcome = try Linter().lint(sources: [SourceFile(path: wordsFile, bytes: Array(text.utf8))])
        let resolved = try #require(outcome.documents[wordsFile]).resolved
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.add(key: "welcome", source: "Welcome", comment: nil)
        let german = String(decoding: catalog.data(), as: UTF8.self).replacingOccurrences(
            of: "\"en\" : {",
            with: "\"de\" : {\n\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"Herzlich willkommen in unserer App\"}\n},\n\"en\" : {")
        let strings = StringTables(
            tables: ["Localizable": .init(file: "Localizable.xcstrings", catalog: .success(try StringCatalog(data: Data(german.utf8))))])
        let state = PreviewState()
        await state.update(
            file: wordsFile, name: "Welcome", layout: CompiledLayout(resolved), diagnostics: outcome.report.diagnostics,
            strings: strings)
        return state
    }

    @Test("/api/audit follows the canvas's language and text size")
    func auditFollowsLanguageAndTextSize() async throws {
        try await PreviewFixtures.withServer(state: try await Self.wordsState()) { _, port in
            let query = "file=Layouts%2FWelcome.nmview.yaml&width=320&height=200"
            func findings(_ extra: String) async throws -> [Audit.Finding] {
                let response = try await RawResponse.get("/api/audit?\(query)\(extra)", port: port)
                #expect(response.status == 200)
                return try JSONDecoder().decode(Audit.self, from: response.body).findings
            }
            // In English the greeting fits; the grey 17-point caption is below 4.5:1 (about 3:1).
            let english = try await findings("")
            #expect(english.map(\.rule) == ["rule.low-contrast"], "\(english)")
            #expect(english.first?.id == "caption")

            // In German the greeting is cut off; the message quotes what the canvas shows.
            let german = try await findings("&language=de")
            #expect(german.map(\.rule) == ["rule.text-truncates", "rule.low-contrast"], "\(german)")
            #expect(german.first?.message.contains("'Herzlich willkommen in unserer App'") == true, "\(german)")

            // At accessibility1 the body caption is 28 points: large text, for which 3:1 is enough.
            let larger = try await findings("&contentSize=accessibility1")
            #expect(larger.isEmpty, "\(larger)")
        }
    }
}

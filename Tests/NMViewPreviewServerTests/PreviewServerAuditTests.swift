import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewPreviewServer
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
            #expect(body.findings.map(\.rule) == ["rule.small-touch-target", "rule.missing-accessibility-label"])
            #expect(body.findings.map(\.id) == ["share", "close"])
            #expect(body.findings.map(\.view) == [0, 1])
            #expect(body.findings.first?.line == 5 && body.findings.first?.column == 7)

            // Wider, the share button stretches past 44 points; wider still, the alternative is picked.
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
}

import NMViewEngine
import NMViewLint
import NMViewPreviewServer
import NMViewYAML
import Testing

/// Where the inspector's "open in editor" goes: each compiled view's own line, and for views the
/// file does not spell out (a template's body, a nested layout's subviews) the line of the view
/// that brings them in.
@Suite("View locations")
struct ViewLocationsTests {
    static let card = """
        nmview: 1
        view: Card
        size: {width: 200, height: 100}
        root:
          subviews:
            - id: title
              class: UILabel
              frame: [0, 0, 200, 20]
            - id: badge
              class: Badge
              frame: [10, 30, 60, 20]
              subviews:
                - {id: extra, frame: [0, 0, 4, 4]}
            - {template: row, id: first, frame: [0, 60, 200, 20]}
        templates:
          row:
            frame: [0, 0, 200, 20]
            subviews:
              - {id: label, class: UILabel, frame: [0, 0, 100, 20]}
        """
    static let badge = """
        nmview: 1
        view: Badge
        size: {width: 60, height: 20}
        root:
          subviews:
            - {id: count, class: UILabel, frame: [0, 0, 60, 20]}
        """

    /// The line of `text` that contains `marker`, 1-based.
    static func line(of marker: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(marker) }) + 1
    }

    @Test("each view maps to its own line; template bodies and composed views to the view that brings them in")
    func lines() throws {
        let outcome = try Linter().lint(sources: [
            SourceFile(path: "Card.nmview.yaml", bytes: Array(Self.card.utf8)),
            SourceFile(path: "Badge.nmview.yaml", bytes: Array(Self.badge.utf8)),
        ])
        let linted = try #require(outcome.documents["Card.nmview.yaml"])
        let layout = CompiledLayout(linted.resolved)
        let places = ViewLocations.of(written: linted.document, resolved: linted.resolved, tree: linted.tree)
        #expect(places.count == layout.nodes.count)
        var lineByID: [String: Int] = [:]
        for (index, id) in layout.ids.enumerated() {
            if let id, let line = places[index].line { lineByID[id] = line }
        }
        let title = try Self.line(of: "- id: title", in: Self.card)
        let badge = try Self.line(of: "- id: badge", in: Self.card)
        let first = try Self.line(of: "template: row", in: Self.card)
        #expect(lineByID["title"] == title)
        #expect(lineByID["badge"] == badge)
        #expect(lineByID["extra"] == (try Self.line(of: "id: extra", in: Self.card)))
        #expect(lineByID["first"] == first)
        // Badge's own label comes from Badge.nmview.yaml; this file's place for it is the badge.
        let composed = try #require(layout.ids.firstIndex { $0?.hasSuffix("count") == true })
        #expect(places[composed].line == badge)
        let fromTemplate = try #require(layout.ids.firstIndex { $0?.hasSuffix("label") == true })
        #expect(places[fromTemplate].line == first)
        #expect(places.allSatisfy { $0.file == "Card.nmview.yaml" })
        // Columns are the mapping's own: after "- ".
        #expect(places[try #require(layout.ids.firstIndex(of: "title"))].column == 7)
    }
}

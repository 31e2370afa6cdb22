import Foundation
import NMViewTestSupport
import Testing

/// `/api/patch`: what the page changes of the canvas it shows to draw it at another size.
@Suite("Preview server patches")
struct PreviewServerPatchTests {
    struct Patch: Decodable {
        struct Move: Decodable {
            var index: Int
            var transform: String
        }

        struct Redraw: Decodable {
            var index: Int
            var svg: String
        }

        var full: Bool
        var layout: String
        var moved: [Move]
        var redrawn: [Redraw]
    }

    static let file = PreviewServerViewsTests.file

    @Test("a narrower canvas moves the centred avatar and redraws the views that stretch")
    func narrower() async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=300&height=480&fromWidth=320&fromHeight=480&appearance=dark", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
            let patch = try JSONDecoder().decode(Patch.self, from: response.body)
            #expect(!patch.full && patch.layout == "primary")
            // avatar has flexible side margins: 10 points of width lost, it moves 10 / 2 left.
            #expect(patch.moved.map(\.index) == [0] && patch.moved.first?.transform == "translate(110 32)")
            #expect(patch.redrawn.map(\.index) == [1, 2, 3, 4])
            let name = try #require(patch.redrawn.first)
            #expect(name.svg.hasPrefix("  <g class=\"view\" data-index=\"1\"") && name.svg.contains("Jane Appleseed"))
            #expect(name.svg.contains("width=\"260\""))
            // Drawn in the appearance asked for: the follow button's systemBlue is dark's.
            #expect(patch.redrawn.last?.svg.contains("#0A84FF") == true)
        }
    }

    @Test("another layout chosen at the new size asks for the whole render")
    func anotherLayout() async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=852&height=393&fromWidth=320&fromHeight=480", port: port)
            let patch = try JSONDecoder().decode(Patch.self, from: response.body)
            #expect(patch.full && patch.layout == "landscape" && patch.moved.isEmpty && patch.redrawn.isEmpty)
        }
    }
}

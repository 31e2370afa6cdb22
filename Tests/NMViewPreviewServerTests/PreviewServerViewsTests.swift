import Foundation
import NMViewDiagnostics
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// The structured data the page's frames table and inspector read: `/api/views` and `/api/frames`.
@Suite("Preview server views and frames")
struct PreviewServerViewsTests {
    struct Views: Decodable {
        struct View: Decodable {
            var index: Int
            var parent: Int
            var depth: Int
            var `class`: String
            var id: String?
            var mask: [String]
            var hidden: Bool
            var frames: [[Double]]
            var line: Int?
            var column: Int?
            var link: String?
        }
        var file: String
        var tag: String
        var layouts: [String]
        var views: [View]
    }

    struct Frames: Decodable {
        var layout: String
        var frames: [[Double]]
    }

    static let file = "file=Examples%2FProfileCard.nmview.yaml"

    @Test("/api/views gives each view's class, id, mask, frame per layout and editor link")
    func views() async throws {
        let state = PreviewState(editor: EditorLink("vscode", base: "/home/someone/app"))
        let places = (0..<5).map { SourceLocation(file: PreviewFixtures.profileCard, line: 11 + 8 * $0, column: 7) }
        await state.update(
            file: PreviewFixtures.profileCard, name: "ProfileCard", layout: try PreviewFixtures.layout("ProfileCard"),
            diagnostics: [], viewLocations: places)
        try await PreviewFixtures.withServer(state: state) { _, port in
            let response = try await RawResponse.get("/api/views?\(Self.file)", port: port)
            #expect(response.status == 200)
            let body = try JSONDecoder().decode(Views.self, from: response.body)
            #expect(body.layouts == ["primary", "landscape"])
            #expect(body.views.map(\.id) == ["avatar", "name", "role", "bio", "follow"])
            let name = try #require(body.views.first { $0.id == "name" })
            #expect(name.class == "UILabel" && name.parent == -1 && name.depth == 0 && !name.hidden)
            #expect(name.mask == ["flexibleWidth", "flexibleBottomMargin"])
            #expect(name.frames == [[20, 128, 280, 24], [160, 24, 300, 24]])
            #expect(name.line == 19 && name.column == 7)
            #expect(name.link == "vscode://file/home/someone/app/Examples/ProfileCard.nmview.yaml:19:7")

            // A save that only moves the views down a line changes the tag the page fetches by.
            let before = body.tag
            await state.update(
                file: PreviewFixtures.profileCard, name: "ProfileCard", layout: try PreviewFixtures.layout("ProfileCard"),
                diagnostics: [], viewLocations: places.map { SourceLocation(file: $0.file, line: ($0.line ?? 0) + 1, column: 7) })
            let moved = try JSONDecoder().decode(Views.self, from: try await RawResponse.get("/api/views?\(Self.file)", port: port).body)
            #expect(moved.tag != before && moved.views[1].line == 20)
        }
    }

    @Test("/api/frames gives every view's frame at a size, adapted by its mask, and the layout picked")
    func frames() async throws {
        try await PreviewFixtures.withServer { _, port in
            let tall = try await RawResponse.get("/api/frames?\(Self.file)&width=393&height=852", port: port)
            #expect(tall.status == 200)
            let body = try JSONDecoder().decode(Frames.self, from: tall.body)
            #expect(body.layout == "primary")
            // follow: flexible width and top margin, so it keeps its bottom margin and side insets.
            #expect(body.frames.last == [20, 780, 353, 44])
            let wide = try JSONDecoder().decode(
                Frames.self, from: try await RawResponse.get("/api/frames?\(Self.file)&width=852&height=393", port: port).body)
            #expect(wide.layout == "landscape" && wide.frames.count == 5)
        }
    }

    @Test("bad views, frames and patch requests are refused", arguments: [
        ("/api/views", 400), ("/api/views?file=nothing", 404), ("/api/frames?file=nothing", 404),
        ("/api/frames?\(file)&width=0", 400), ("/api/frames?\(file)&variant=sideways", 404),
        ("/api/patch?\(file)&width=300", 400), ("/api/patch?\(file)&fromWidth=320", 400),
        ("/api/patch?\(file)&fromWidth=0&fromHeight=480", 400), ("/api/patch?file=nothing&fromWidth=1&fromHeight=1", 404),
    ])
    func refused(path: String, status: Int) async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(path, port: port)
            #expect(response.status == status)
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        }
    }
}

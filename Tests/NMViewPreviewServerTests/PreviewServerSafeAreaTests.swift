import Foundation
import NMViewEngine
import NMViewLint
import NMViewPreviewServer
import NMViewTestSupport
import NMViewYAML
import Testing

/// The screen's safe area reaches the frames, renders and patches the page asks for
/// (`safeArea=TOP,LEFT,BOTTOM,RIGHT`, and `fromSafeArea` for the drawing a patch starts from).
@Suite("Preview server safe areas")
struct PreviewServerSafeAreaTests {
    struct Frames: Decodable {
        var layout: String
        var frames: [[Double]]
    }

    /// The key the screen is filed under, as a watched folder would file it.
    static let key = "SafeArea/SafeAreaScreen.nmview.yaml"
    static let file = "file=SafeArea%2FSafeAreaScreen.nmview.yaml"

    /// A state holding Tests/Fixtures/SafeArea/SafeAreaScreen.nmview.yaml, linted and compiled
    /// as `nmview watch` does.
    static func state() async throws -> PreviewState {
        try await PreviewFixtures.state(fixture: key, name: "SafeAreaScreen")
    }

    /// The layout picked and the title's frame (the second view) at `query`, as `primary [x, y, width, height]`.
    static func title(_ query: String, port: UInt16) async throws -> String {
        let response = try await RawResponse.get("/api/frames?\(file)&\(query)", port: port)
        #expect(response.status == 200, "\(response.text)")
        let body = try JSONDecoder().decode(Frames.self, from: response.body)
        let frame = try #require(body.frames.dropFirst().first)
        return "\(body.layout) \(frame)"
    }

    @Test("/api/frames lays the root's subviews out in the safe area asked for, top,left,bottom,right")
    func frames() async throws {
        try await PreviewFixtures.withServer(state: try await Self.state()) { _, port in
            // 16 below the safe area's top: under the Dynamic Island's 59 points, and the SE's 20.
            let iPhone15 = try await Self.title("width=393&height=852&safeArea=59,0,34,0", port: port)
            #expect(iPhone15 == "primary [20.0, 75.0, 353.0, 24.0]")
            let iPhoneSE = try await Self.title("width=375&height=667&safeArea=20,0,0,0", port: port)
            #expect(iPhoneSE == "primary [20.0, 36.0, 335.0, 24.0]")
            // The second number is the left inset, the fourth the right: 16 in from a left of 10.
            let sideways = try await Self.title("width=852&height=393&safeArea=0,10,0,30", port: port)
            #expect(sideways == "landscape [26.0, 16.0, 780.0, 24.0]")
            // None asked for: the layout's own, as on the device it was designed for.
            let designed = try await Self.title("width=393&height=852", port: port)
            #expect(designed == iPhone15)
            let own = try await Self.title("width=375&height=667", port: port)
            #expect(own == "primary [20.0, 75.0, 335.0, 24.0]")
        }
    }

    @Test("/api/render and /api/patch draw in the safe areas asked for")
    func renderAndPatch() async throws {
        try await PreviewFixtures.withServer(state: try await Self.state()) { _, port in
            let render = try await RawResponse.get("/api/render?\(Self.file)&width=375&height=667&safeArea=20,0,0,0", port: port)
            #expect(render.status == 200)
            #expect(render.text.contains("data-id=\"title\" transform=\"translate(20 36)\""))
            // From the iPhone 15 drawn to the SE: the title goes up to 36 and narrows.
            let patch = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=375&height=667&safeArea=20,0,0,0&fromWidth=393&fromHeight=852&fromSafeArea=59,0,34,0",
                port: port)
            #expect(patch.status == 200)
            #expect(patch.text.contains("\"full\":false") && patch.text.contains("translate(20 36)"), "\(patch.text)")
            // The same size in another safe area moves the views that follow it, and only those.
            let moved = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=393&height=852&safeArea=20,0,0,0&fromWidth=393&fromHeight=852&fromSafeArea=59,0,34,0",
                port: port)
            #expect(moved.text.contains("\"moved\":[{\"index\":1,\"transform\":\"translate(20 36)\"},{\"index\":2,"), "\(moved.text)")
        }
    }

    @Test("malformed safe areas are refused", arguments: [
        "/api/frames?\(file)&safeArea=59,0,34", "/api/frames?\(file)&safeArea=-1,0,0,0", "/api/frames?\(file)&safeArea=",
        "/api/render?\(file)&safeArea=nan,0,0,0", "/api/render?\(file)&safeArea=20001,0,0,0",
        "/api/patch?\(file)&fromWidth=393&fromHeight=852&fromSafeArea=59;0;34;0",
    ])
    func refused(path: String) async throws {
        try await PreviewFixtures.withServer(state: try await Self.state()) { _, port in
            let response = try await RawResponse.get(path, port: port)
            #expect(response.status == 400)
            #expect(response.text.contains("must be four numbers from 0 to 20000: top,left,bottom,right"), "\(response.text)")
        }
    }
}

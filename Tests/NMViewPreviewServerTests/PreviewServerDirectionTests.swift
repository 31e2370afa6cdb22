import Foundation
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// The direction the page asks for (`direction=ltr|rtl`) reaches the frames, renders and patches:
/// a mirrored layout is laid out and drawn from the right.
@Suite("Preview server layout direction")
struct PreviewServerDirectionTests {
    struct Frames: Decodable {
        var layout: String
        var frames: [[Double]]
    }

    static let key = "RightToLeft/MirroredCard.nmview.yaml"
    static let file = "file=RightToLeft%2FMirroredCard.nmview.yaml"

    /// A state holding Tests/Fixtures/RightToLeft/MirroredCard.nmview.yaml, linted and compiled
    /// as `nmview watch` does.
    static func state() async throws -> PreviewState {
        try await PreviewFixtures.state(fixture: key, name: "MirroredCard")
    }

    @Test("/api/frames and /api/render flip a mirrored layout right to left")
    func framesAndRender() async throws {
        try await PreviewFixtures.withServer(state: try await Self.state()) { _, port in
            for (query, x) in [("", 16.0), ("&direction=ltr", 16), ("&direction=rtl", 256)] {
                let response = try await RawResponse.get("/api/frames?\(Self.file)\(query)", port: port)
                #expect(response.status == 200, "\(response.text)")
                let avatar = try JSONDecoder().decode(Frames.self, from: response.body).frames.first
                #expect(avatar == [x, 16, 48, 48], "\(query)")
            }
            let render = try await RawResponse.get("/api/render?\(Self.file)&direction=rtl", port: port)
            #expect(render.status == 200)
            #expect(render.text.contains("data-direction=\"rtl\""))
            #expect(render.text.contains("data-id=\"avatar\" transform=\"translate(256 16)\""))
            // Resized right to left: the avatar keeps its 16 points from the right edge.
            let patch = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=414&height=200&direction=rtl&fromWidth=320&fromHeight=200", port: port)
            #expect(patch.status == 200)
            #expect(patch.text.contains("translate(350 16)"), "\(patch.text)")
        }
    }

    @Test("a direction other than ltr or rtl is refused", arguments: ["rtl2", "RTL", "", "leftToRight"])
    func refused(direction: String) async throws {
        try await PreviewFixtures.withServer(state: try await Self.state()) { _, port in
            let response = try await RawResponse.get("/api/render?\(Self.file)&direction=\(direction)", port: port)
            #expect(response.status == 400)
            #expect(response.text.contains("'direction' must be 'ltr' or 'rtl'"), "\(response.text)")
        }
    }
}

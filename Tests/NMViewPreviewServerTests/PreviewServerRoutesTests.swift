import Foundation
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// The page, the layout list and renders, over a real socket.
@Suite("Preview server routes")
struct PreviewServerRoutesTests {
    @Test("the page is self-contained HTML with the hooks the browser test uses")
    func page() async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get("/", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.headers["content-security-policy"]?.contains("default-src 'none'") == true)
            for hook in ["id=\"layout-list\"", "id=\"canvas\"", "id=\"chosen-layout\"", "new EventSource(\"events\")"] {
                #expect(response.text.contains(hook), "missing \(hook)")
            }
            // No external resources: nothing is loaded from another origin.
            #expect(!response.text.contains("http://") && !response.text.contains("https://"))
        }
    }

    @Test("/api/layouts lists each layout with its variants, sizes and findings")
    func layouts() async throws {
        let state = try await PreviewFixtures.state()
        await state.update(
            file: "Broken.nmview.yaml", name: nil, layout: nil,
            diagnostics: [PreviewFixtures.syntaxError(in: "Broken.nmview.yaml")])
        try await PreviewFixtures.withServer(state: state) { _, port in
            let response = try await RawResponse.get("/api/layouts", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
            let list = try JSONDecoder().decode(LayoutListFixture.self, from: response.body)
            #expect(list.version == 3)
            #expect(list.layouts.map(\.file) == ["Broken.nmview.yaml", "Examples/Keypad.nmview.yaml", PreviewFixtures.profileCard])
            let card = try #require(list.layouts.last)
            #expect(card.name == "ProfileCard" && !card.hasErrors && card.rendered)
            #expect(card.variants.map(\.name) == ["primary", "landscape"])
            #expect(card.variants.map(\.width) == [320, 480] && card.variants.map(\.height) == [480, 320])
            let broken = try #require(list.layouts.first)
            #expect(broken.name == "Broken" && broken.hasErrors && !broken.rendered && broken.variants.isEmpty)
            #expect(broken.diagnostics.map(\.line) == [20])
            #expect(broken.diagnostics.first?.id == "yaml.unclosed-flow-sequence")
            #expect(broken.diagnostics.first?.path == "Broken.nmview.yaml")
        }
    }

    @Test("/api/render draws the layout the engine picks for the size and says which")
    func render() async throws {
        try await PreviewFixtures.withServer { _, port in
            let file = "file=Examples%2FProfileCard.nmview.yaml"
            let portrait = try await RawResponse.get("/api/render?\(file)&width=393&height=852", port: port)
            #expect(portrait.status == 200)
            #expect(portrait.headers["content-type"] == "image/svg+xml; charset=utf-8")
            #expect(portrait.headers["x-nmview-layout"] == "primary")
            #expect(portrait.text.hasPrefix("<svg") && portrait.text.contains("width=\"393\" height=\"852\""))
            #expect(portrait.text.contains("Jane Appleseed"))

            let landscape = try await RawResponse.get("/api/render?\(file)&width=852&height=393", port: port)
            #expect(landscape.headers["x-nmview-layout"] == "landscape")
            #expect(landscape.headers["x-nmview-layout-index"] == "1")

            let forced = try await RawResponse.get("/api/render?\(file)&variant=landscape", port: port)
            #expect(forced.headers["x-nmview-layout"] == "landscape")
            #expect(forced.text.contains("width=\"480\" height=\"320\""))

            let design = try await RawResponse.get("/api/render?\(file)", port: port)
            #expect(design.text.contains("width=\"320\" height=\"480\""))

            let dark = try await RawResponse.get("/api/render?\(file)&appearance=dark", port: port)
            #expect(dark.status == 200 && dark.text.contains("data-appearance=\"dark\""))
            #expect(design.text.contains("data-appearance=\"light\""))
        }
    }

    @Test("bad render parameters are refused", arguments: [
        ("/api/render", 400), ("/api/render?file=Examples%2FProfileCard.nmview.yaml&width=abc", 400),
        ("/api/render?file=Examples%2FProfileCard.nmview.yaml&width=0", 400),
        ("/api/render?file=Examples%2FProfileCard.nmview.yaml&height=1e9", 400),
        ("/api/render?file=Examples%2FProfileCard.nmview.yaml&variant=nope", 404),
        ("/api/render?file=Examples%2FProfileCard.nmview.yaml&appearance=dim", 400),
        ("/api/render?file=Nope.nmview.yaml", 404),
    ])
    func badRender(target: String, status: Int) async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(target, port: port)
            #expect(response.status == status)
        }
    }

    @Test("other paths and methods are not served")
    func otherPaths() async throws {
        try await PreviewFixtures.withServer { _, port in
            for (target, method, status) in [
                ("/index.html", "GET", 404), ("/api", "GET", 404), ("/api/layouts", "POST", 405), ("/", "DELETE", 405),
                ("/index.html", "HEAD", 404),
            ] {
                let response = try await RawResponse.get(target, port: port, method: method)
                #expect(response.status == status, "\(method) \(target)")
                if status == 405 { #expect(response.headers["allow"] == "GET, HEAD") }
            }
        }
    }

    @Test("HEAD answers GET's status and headers with no body", arguments: [
        "/", "/api/layouts", "/api/render?file=Examples%2FProfileCard.nmview.yaml&width=393&height=852",
        "/api/compiled/ProfileCard.layout.json", "/api/render?file=Nope.nmview.yaml",
    ])
    func head(target: String) async throws {
        try await PreviewFixtures.withServer { _, port in
            let get = try await RawResponse.get(target, port: port)
            let head = try await RawResponse.get(target, port: port, method: "HEAD")
            #expect(head.status == get.status)
            #expect(head.headers["content-type"] == get.headers["content-type"])
            #expect(head.headers["content-length"] == String(get.body.count))
            #expect(head.body.isEmpty)
        }
    }

    @Test("HEAD of the event stream opens no stream")
    func headEvents() async throws {
        let hub = EventHub()
        try await PreviewFixtures.withServer(state: try await PreviewFixtures.state(hub: hub)) { _, port in
            let head = try await RawResponse.get("/events", port: port, method: "HEAD")
            #expect(head.status == 200 && head.headers["content-type"] == "text/event-stream; charset=utf-8")
            #expect(head.body.isEmpty && hub.clientCount == 0)
        }
    }

    @Test("files describing one view class are listed with each other")
    func sameViewClass() async throws {
        let state = try await PreviewFixtures.state()
        let copy = "Other/ProfileCard.nmview.yaml"
        await state.update(file: copy, name: "ProfileCard", layout: try PreviewFixtures.layout("ProfileCard"), diagnostics: [])
        try await PreviewFixtures.withServer(state: state) { _, port in
            let response = try await RawResponse.get("/api/layouts", port: port)
            let list = try JSONDecoder().decode(LayoutListFixture.self, from: response.body)
            let shared = Dictionary(uniqueKeysWithValues: list.layouts.map { ($0.file, $0.sameViewClass) })
            #expect(shared[PreviewFixtures.profileCard] == [copy])
            #expect(shared[copy] == [PreviewFixtures.profileCard])
            #expect(shared["Examples/Keypad.nmview.yaml"] == [])
        }
    }
}

/// `/api/layouts` decoded for checking.
struct LayoutListFixture: Decodable {
    struct Layout: Decodable {
        struct Variant: Decodable {
            var name: String
            var width: Double
            var height: Double
        }
        struct Finding: Decodable {
            var path: String
            var line: Int?
            var column: Int?
            var severity: String
            var id: String
            var message: String
        }
        var file: String
        var name: String
        var hasErrors: Bool
        var rendered: Bool
        var variants: [Variant]
        var diagnostics: [Finding]
        var sameViewClass: [String]
    }
    var version: Int
    var layouts: [Layout]
}

/// What an app fetches on a live reload: a view class's last good layout, compiled.
@Suite("Preview server compiled layouts")
struct PreviewServerCompiledTests {
    @Test("a view class's compiled layout is what nmview compile writes, tagged with its hash")
    func compiledLayout() async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get("/api/compiled/ProfileCard.layout.json", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
            let golden = try Data(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("Fixtures/Compile/Examples/ProfileCard.layout.json"))
            #expect(response.body == golden)
            let etag = try #require(response.headers["etag"])
            #expect(etag.count == 18 && etag.hasPrefix("\"") && etag.hasSuffix("\""))

            let again = try await RawResponse.get(
                "/api/compiled/ProfileCard.layout.json", port: port, headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty)
            let other = try await RawResponse.get("/api/compiled/Keypad.layout.json", port: port)
            #expect(other.status == 200 && other.headers["etag"] != etag)
        }
    }

    @Test("a broken save keeps serving the last good layout under its hash")
    func brokenSaveKeepsTheLastGood() async throws {
        let state = try await PreviewFixtures.state()
        try await PreviewFixtures.withServer(state: state) { _, port in
            let before = try await RawResponse.get("/api/compiled/ProfileCard.layout.json", port: port)
            await state.update(
                file: PreviewFixtures.profileCard, name: nil, layout: nil,
                diagnostics: [PreviewFixtures.syntaxError(in: PreviewFixtures.profileCard)])
            let after = try await RawResponse.get("/api/compiled/ProfileCard.layout.json", port: port)
            #expect(after.status == 200 && after.body == before.body && after.headers["etag"] == before.headers["etag"])
        }
    }

    @Test("anything but a known class name is not found", arguments: [
        "/api/compiled/Nope.layout.json", "/api/compiled/.layout.json", "/api/compiled/..%2FProfileCard.layout.json",
        "/api/compiled/../ProfileCard.layout.json", "/api/compiled/ProfileCard.json", "/api/compiled/Profile-Card.layout.json",
    ])
    func notFound(path: String) async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(path, port: port)
            #expect(response.status == 404)
        }
    }
}

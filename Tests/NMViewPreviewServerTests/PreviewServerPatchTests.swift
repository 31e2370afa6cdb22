import Foundation
import NMViewEngine
import NMViewPreviewServer
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

        struct Adjust: Decodable {
            struct Attribute: Decodable, Equatable {
                var element: Int
                var name: String
                var value: String
            }

            var index: Int
            var attributes: [Attribute]
        }

        var full: Bool
        var layout: String
        var moved: [Move]
        var redrawn: [Redraw]
        var adjusted: [Adjust]
    }

    static let file = PreviewServerViewsTests.file

    @Test("a narrower canvas moves the centred avatar, narrows the views that stretch and rewraps the bio")
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
            // The labels and the button only get narrower: new widths, their centred text moved
            // (the name fits, so its text has no clip whose width would change too).
            #expect(patch.redrawn.isEmpty && patch.adjusted.map(\.index) == [1, 2, 3, 4])
            let name = try #require(patch.adjusted.first).attributes
            #expect(name == [
                .init(element: 2, name: "width", value: "260"), .init(element: 3, name: "x", value: "130"),
                .init(element: 4, name: "x", value: "130"),
            ])
            // Narrower still, the bio wraps otherwise: drawn again, in the appearance asked for.
            let narrow = try JSONDecoder().decode(Patch.self, from: try await RawResponse.get(
                "/api/patch?\(Self.file)&width=200&height=480&fromWidth=320&fromHeight=480&appearance=dark", port: port).body)
            let bio = try #require(narrow.redrawn.first)
            #expect(narrow.redrawn.count == 1 && bio.svg.hasPrefix("  <g class=\"view\" data-index=\"3\""))
            #expect(bio.svg.contains("width=\"160\"") && bio.svg.contains("#0A84FF"))
        }
    }

    @Test("another layout chosen at the new size is patched too: alternatives differ only in frames")
    func anotherLayout() async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=852&height=393&fromWidth=320&fromHeight=480", port: port)
            let patch = try JSONDecoder().decode(Patch.self, from: response.body)
            #expect(!patch.full && patch.layout == "landscape" && !(patch.redrawn.isEmpty && patch.adjusted.isEmpty))
        }
    }

    /// ProfileCard saved with its name label's text changed to `name`.
    static func renamed(_ name: String) throws -> CompiledLayout {
        var document = try PreviewFixtures.layout("ProfileCard").document
        document.root.subviews[1].properties["text"] = .string(name)
        return CompiledLayout(document)
    }

    @Test("a drawing of an earlier version is patched to the last: the one view the save changed")
    func earlierVersion() async throws {
        let state = try await PreviewFixtures.state()
        let first = try #require(await state.entry(for: PreviewFixtures.profileCard)?.compiledHash)
        await state.update(file: PreviewFixtures.profileCard, name: "ProfileCard", layout: try Self.renamed("Erika"), diagnostics: [])
        await state.update(file: PreviewFixtures.profileCard, name: "ProfileCard", layout: try Self.renamed("Max"), diagnostics: [])
        try await PreviewFixtures.withServer(state: state) { _, port in
            // Two saves back, same size: only the name label, with the last save's text.
            let response = try await RawResponse.get(
                "/api/patch?\(Self.file)&width=320&height=480&fromWidth=320&fromHeight=480&fromHash=\(first)", port: port)
            let patch = try JSONDecoder().decode(Patch.self, from: response.body)
            #expect(!patch.full && patch.moved.isEmpty && patch.adjusted.isEmpty && patch.redrawn.map(\.index) == [1])
            #expect(patch.redrawn.first?.svg.contains(">Max<") == true)
            // And to another size at once.
            let resized = try JSONDecoder().decode(Patch.self, from: try await RawResponse.get(
                "/api/patch?\(Self.file)&width=300&height=480&fromWidth=320&fromHeight=480&fromHash=\(first)", port: port).body)
            #expect(!resized.full && resized.redrawn.map(\.index) == [1] && resized.adjusted.map(\.index) == [2, 3, 4])
            #expect(resized.moved.map(\.index) == [0] && resized.redrawn.first?.svg.contains("width=\"260\"") == true)
            // A version the server never had, or no longer keeps, is drawn in full.
            let unknown = try JSONDecoder().decode(Patch.self, from: try await RawResponse.get(
                "/api/patch?\(Self.file)&width=320&height=480&fromWidth=320&fromHeight=480&fromHash=0123456789abcdef", port: port).body)
            #expect(unknown.full && unknown.redrawn.isEmpty)
        }
    }

    @Test("the server keeps the last few versions of a file, not every one")
    func earlierVersionsAreBounded() async throws {
        let state = try await PreviewFixtures.state()
        var hashes = [try #require(await state.entry(for: PreviewFixtures.profileCard)?.compiledHash)]
        for name in (1...6).map({ "Name \($0)" }) {
            await state.update(file: PreviewFixtures.profileCard, name: "ProfileCard", layout: try Self.renamed(name), diagnostics: [])
            hashes.append(try #require(await state.entry(for: PreviewFixtures.profileCard)?.compiledHash))
        }
        // A broken save keeps the last good layout and its history.
        await state.update(file: PreviewFixtures.profileCard, name: "ProfileCard", layout: nil,
                           diagnostics: [PreviewFixtures.syntaxError(in: PreviewFixtures.profileCard)])
        let entry = try #require(await state.entry(for: PreviewFixtures.profileCard))
        let kept = hashes.map { entry.layout(hash: $0) != nil }
        #expect(kept == [false, false] + Array(repeating: true, count: PreviewEntry.earlierLimit + 1))
        #expect(entry.earlier.map(\.hash) == Array(hashes.dropLast().reversed().prefix(PreviewEntry.earlierLimit)))
    }
}

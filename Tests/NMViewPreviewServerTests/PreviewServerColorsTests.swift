import Foundation
import NMViewColor
import NMViewEngine
import NMViewModel
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// A layout's asset colours reach the pictures the page asks for, in the appearance asked for,
/// and a change of its catalogs alone makes the page draw it again.
@Suite("Preview server asset colours")
struct PreviewServerColorsTests {
    static let key = "Colors/Badge.nmview.yaml"

    static let layout = CompiledLayout(
        LayoutDocument(
            size: Size(width: 100, height: 60),
            root: ViewNode(subviews: [
                ViewNode(id: "badge", frame: Rect(x: 10, y: 10, width: 40, height: 40), properties: ["backgroundColor": .string("Brand")])
            ])))

    static func colors(light: UInt32, dark: UInt32) -> ColorResolver {
        ColorResolver(
            assets: AssetColors(colors: [
                "Brand": AssetColor(name: "Brand", light: RGBAColor(light), dark: RGBAColor(dark), file: "Brand.colorset/Contents.json")
            ]))
    }

    @Test("/api/render draws an asset colour's variant for the appearance asked for")
    func renderTakesTheVariant() async throws {
        let state = PreviewState()
        await state.update(
            file: Self.key, name: "Badge", layout: Self.layout, diagnostics: [], colors: Self.colors(light: 0x431CBB, dark: 0x8A6CF0))
        try await PreviewFixtures.withServer(state: state) { _, port in
            let file = "file=Colors%2FBadge.nmview.yaml&width=100&height=60"
            let light = try await RawResponse.get("/api/render?\(file)&appearance=light", port: port)
            let dark = try await RawResponse.get("/api/render?\(file)&appearance=dark", port: port)
            #expect(light.status == 200 && dark.status == 200)
            #expect(light.text.contains("fill=\"#431CBB\"") && !light.text.contains("#8A6CF0"))
            #expect(dark.text.contains("fill=\"#8A6CF0\"") && !dark.text.contains("#431CBB"))
        }
    }

    @Test("a catalog change alone gives the layout a new hash and drops the drawings a patch could start from")
    func catalogChangeRedraws() async throws {
        let state = PreviewState()
        await state.update(file: Self.key, name: "Badge", layout: Self.layout, diagnostics: [], colors: Self.colors(light: 1, dark: 2))
        let first = try #require(await state.entry(for: Self.key)?.compiledHash)
        // The same layout saved again after an edit elsewhere keeps its hash.
        await state.update(file: Self.key, name: "Badge", layout: Self.layout, diagnostics: [], colors: Self.colors(light: 1, dark: 2))
        #expect(await state.entry(for: Self.key)?.compiledHash == first)
        await state.update(file: Self.key, name: "Badge", layout: Self.layout, diagnostics: [], colors: Self.colors(light: 3, dark: 2))
        let entry = try #require(await state.entry(for: Self.key))
        #expect(entry.compiledHash != first)
        #expect(entry.earlier.isEmpty, "no earlier drawing has these colours")
        #expect(entry.layout(hash: first) == nil)
    }
}

import Foundation
import NMViewEngine
import NMViewModel
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// `/api/render` and `/api/patch` draw text styles at the `contentSize` asked for, by SwiftUI's or
/// UIKit's name, and refuse an unknown size.
@Suite("Preview server text size")
struct PreviewServerTextSizeTests {
    static let key = "Text/Note.nmview.yaml"

    static let layout = CompiledLayout(
        LayoutDocument(
            size: Size(width: 320, height: 100),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "note", viewClass: "UILabel", frame: Rect(x: 10, y: 10, width: 300, height: 80), autoresizing: .flexibleWidth,
                    properties: ["text": .string("Notifications are on for this app"), "font": .object(["textStyle": .string("body")])])
            ])))

    @Test("the render and the patch take the text size")
    func renderAndPatchTakeTheSize() async throws {
        let state = PreviewState()
        await state.update(file: Self.key, name: "Note", layout: Self.layout, diagnostics: [])
        try await PreviewFixtures.withServer(state: state) { _, port in
            let file = "file=Text%2FNote.nmview.yaml"
            let large = try await RawResponse.get("/api/render?\(file)", port: port)
            #expect(large.status == 200 && large.text.contains("font-size=\"17\""))
            for name in ["accessibility5", "accessibilityExtraExtraExtraLarge"] {
                let huge = try await RawResponse.get("/api/render?\(file)&contentSize=\(name)", port: port)
                #expect(huge.status == 200 && huge.text.contains("font-size=\"53\""), "\(huge.text)")
            }
            // A patch to a narrower canvas cuts the text off: the label is drawn again, at the size asked for.
            let patch = try await RawResponse.get(
                "/api/patch?\(file)&width=200&height=100&fromWidth=320&fromHeight=100&contentSize=extraSmall", port: port)
            #expect(patch.status == 200 && patch.text.contains("font-size=\\\"14\\\""), "\(patch.text)")
            let bad = try await RawResponse.get("/api/render?\(file)&contentSize=huge", port: port)
            #expect(bad.status == 400 && bad.text.contains("'contentSize' must be one of extraSmall"), "\(bad.text)")
        }
    }
}

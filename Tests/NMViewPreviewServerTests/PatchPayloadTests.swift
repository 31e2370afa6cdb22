import Foundation
@testable import NMViewPreview
import Testing

@testable import NMViewPreviewServer

/// `/api/patch` is written without `JSONEncoder`; these hold it to the encoder's bytes.
@Suite("Patch payload")
struct PatchPayloadTests {
    /// Strings a drawing or a layout's name may hold: quotes, backslashes, every control
    /// character, slashes, non-ASCII text and the characters JSON leaves alone.
    static let awkward = [
        "", "plain", "<g class=\"view\" data-id=\"a\\b\">\n  <title>x</title>\n</g>\n",
        String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}", "ünïcødé ✓ 👍 a/b \u{2028}\u{2029}",
    ]

    @Test("written directly, it has the bytes JSONEncoder gives, for every part and awkward strings")
    func matchesTheEncoder() throws {
        for text in Self.awkward {
            let patch = RenderPatch(
                variant: 1, moved: [.init(index: 3, transform: "translate(\(text) 2)"), .init(index: 12, transform: "t")],
                redrawn: [.init(index: 0, svg: text), .init(index: 70_000, svg: "<g/>")],
                adjusted: [
                    .init(index: 4, attributes: [.init(element: 0, name: "transform", value: text), .init(element: 12, name: text, value: "")]),
                    .init(index: 5, attributes: []),
                ],
                inserted: [.init(index: 8, parent: -1, before: nil, svg: text), .init(index: 9, parent: 2, before: 11, svg: "<g/>")],
                removed: [1, 2, 99])
            for payload in [PatchPayload(patch, layout: text), PatchPayload(nil, layout: text)] {
                let direct = payload.json()
                #expect(direct == (try JSONCoding.encode(payload)), "\(String(decoding: direct, as: UTF8.self))")
            }
        }
    }

    @Test("an empty patch is written as the encoder writes it")
    func emptyPatch() throws {
        let payload = PatchPayload(RenderPatch(variant: 0, moved: [], redrawn: []), layout: "primary")
        #expect(payload.json() == (try JSONCoding.encode(payload)))
    }
}

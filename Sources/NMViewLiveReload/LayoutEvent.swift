import Foundation
import NMViewEngine

/// One event of the preview server's `/events` stream, as `nmview watch --serve` sends it.
struct LayoutEvent: Decodable, Equatable {
    /// `updated`, `invalid` or `removed`; a kind a later server adds is ignored.
    var type: String
    /// The layout file, relative to where the server runs.
    var file: String
    /// The view class the file describes.
    var viewClass: String
    /// The content hash of the class's last good compiled layout: the entity tag of
    /// `GET /api/compiled/<viewClass>.layout.json`.
    var hash: String?
    /// The findings, on `invalid`.
    var diagnostics: [ServerFinding]?

    /// The event in one `data:` field of the stream, or `nil` for anything else: bytes from the
    /// network, so every refusal is an answer, never a crash.
    static func decode(_ data: String) -> LayoutEvent? {
        try? JSONDecoder().decode(LayoutEvent.self, from: Data(data.utf8))
    }
}

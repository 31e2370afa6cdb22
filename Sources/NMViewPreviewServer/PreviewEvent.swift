import Foundation

/// A change pushed to every page over Server-Sent Events.
struct PreviewEvent: Encodable, Sendable {
    /// What happened to the file.
    enum Kind: String, Encodable, Sendable {
        /// It was saved and compiles (warnings allowed).
        case updated
        /// It was saved with errors; the last good layout stays.
        case invalid
        /// It was deleted.
        case removed
    }

    var type: Kind
    var file: String
    var version: Int
    /// The view class the file describes, so an app knows which of its views to reload.
    var viewClass: String
    /// The content hash of the file's last good compiled layout (`GET /api/compiled/…`'s entity
    /// tag): an app whose layout has this hash already has nothing to fetch.
    var hash: String?
    /// The findings, on `invalid` only.
    var diagnostics: [DiagnosticPayload]? = nil

    /// The event as an SSE message: one `data:` line (JSON has no raw newlines) and a blank line.
    var message: [UInt8] {
        let json = (try? JSONCoding.encode(self)) ?? Data(#"{"type":"updated"}"#.utf8)
        return Array("data: ".utf8) + Array(json) + Array("\n\n".utf8)
    }

    /// An SSE comment line: clients ignore it, but writing it finds connections that went away.
    static let heartbeat = Array(": heartbeat\n\n".utf8)
}

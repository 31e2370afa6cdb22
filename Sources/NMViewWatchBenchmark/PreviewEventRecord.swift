import Foundation

/// The fields of a preview event this benchmark needs: `{"type":"updated","file":…,"version":7}`.
struct PreviewEventRecord: Decodable, Sendable, Equatable {
    /// `updated`, `invalid` or `removed`.
    let type: String
    /// The layout's path as the watch knows it.
    let file: String
    /// The preview state's version after the change; one more per change.
    let version: Int

    /// The event in an SSE message's data, or `nil` if it is not one.
    init?(json: String) {
        guard let record = try? JSONDecoder().decode(PreviewEventRecord.self, from: Data(json.utf8)) else { return nil }
        self = record
    }
}

import Foundation

/// What a new layout file's modeline points at: the nearest `Schemas/nmview.schema.json` above
/// its folder, relative to it, or else the published schema.
enum SchemaReference {
    /// Where the schema is published, for files outside a checkout that carries it.
    static let publishedURL = "https://nmview.dev/schemas/v1/nmview.schema.json"

    /// The schema reference for a file written into `directory`.
    static func nearest(to directory: String) -> String {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var hops = 0
        while hops < 32 {
            let candidate = folder.appendingPathComponent("Schemas/nmview.schema.json")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return String(repeating: "../", count: hops) + "Schemas/nmview.schema.json"
            }
            if folder.path == "/" { break }
            folder.deleteLastPathComponent()
            hops += 1
        }
        return publishedURL
    }
}

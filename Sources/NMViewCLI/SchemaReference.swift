import Foundation

/// What a new layout file's modeline points at: the nearest `Schemas/nmview.schema.json` above
/// its folder, relative to it; where there is none, a copy of this nmview's schema written into
/// the folder first. Never a URL: nothing serves the schema on the network, and an editor that
/// cannot load it reports that on every file.
enum SchemaReference {
    /// Where the schema goes, relative to a project folder.
    static let path = "Schemas/nmview.schema.json"

    /// The schema's path relative to a file in `directory`, if one is above it.
    static func nearest(to directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var hops = 0
        while hops < 32 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                return String(repeating: "../", count: hops) + path
            }
            if folder.path == "/" { break }
            folder.deleteLastPathComponent()
            hops += 1
        }
        return nil
    }

    /// The reference for a file in `directory`, writing the schema into it when none is above;
    /// the path written, if one was, for the command to print.
    static func resolvable(in directory: String) throws -> (reference: String, written: String?) {
        if let found = nearest(to: directory) { return (found, nil) }
        let written = (directory as NSString).appendingPathComponent(path)
        try SchemaCommand.writeSchema(to: written)
        return (path, written)
    }
}

import Foundation

/// The nmview package checkout the benchmark is run from, for the files that live in it rather
/// than in the build: `Schemas/nmview.schema.json` and the `check-jsonschema` that
/// `Scripts/bootstrap` installs under `.build-tools/`.
struct PackageRoot {
    /// The folder that holds `Package.swift`.
    let path: String

    /// The first folder at or above the current directory that holds a `Package.swift`, or `nil`
    /// when there is none (the benchmark was started outside a checkout).
    static func find() -> PackageRoot? {
        let files = FileManager.default
        var directory = (files.currentDirectoryPath as NSString).standardizingPath
        while true {
            if files.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                return PackageRoot(path: directory)
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == directory { return nil }
            directory = parent
        }
    }

    /// The schema editors and `check-jsonschema` read.
    var schemaPath: String { (path as NSString).appendingPathComponent("Schemas/nmview.schema.json") }

    /// Where `Scripts/bootstrap` installs `check-jsonschema`.
    var checkJSONSchemaPath: String {
        (path as NSString).appendingPathComponent(".build-tools/venv/bin/check-jsonschema")
    }
}

import Foundation

/// The layout schema shipped with nmview: `Sources/NMViewSchema/Resources/nmview.schema.json`,
/// which `Schemas/nmview.schema.json` (the path editors are pointed at) links to, copied into the
/// package's resource bundle at build time.
public enum BundledSchema {
    /// The resource's file name.
    public static let fileName = "nmview.schema.json"
    private static let bundleName = "NMView_NMViewSchema"

    /// Where the schema file is: the resource bundle beside the executable (as SwiftPM lays it
    /// out on Linux and macOS, following a symlinked executable), else the source checkout this
    /// module was built from. Unlike SwiftPM's `Bundle.module` this never traps when the bundle
    /// was not installed; the caller reports the missing file.
    public static func url() -> URL? {
        var directories = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        var candidates: [URL] = []
        for directory in directories {
            candidates.append(directory.appendingPathComponent("\(bundleName).resources/\(fileName)"))
            candidates.append(directory.appendingPathComponent("\(bundleName).bundle/\(fileName)"))
            candidates.append(directory.appendingPathComponent("\(bundleName).bundle/Contents/Resources/\(fileName)"))
        }
        // Running from a checkout whose build folder lost the bundle: the resource itself.
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/\(fileName)"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The schema's bytes.
    public static func data() throws(SchemaLoadError) -> Data {
        guard let url = url(), let data = FileManager.default.contents(atPath: url.path) else {
            throw SchemaLoadError(
                pointer: "",
                message: "the bundled schema '\(fileName)' was not found beside the executable; install the '\(bundleName).resources' folder with it")
        }
        return data
    }

    /// A validator for the bundled schema, compiled once per process.
    public static func validator() throws(SchemaLoadError) -> SchemaValidator {
        switch cached {
        case .success(let validator): return validator
        case .failure(let error): throw error
        }
    }

    private static let cached: Result<SchemaValidator, SchemaLoadError> = {
        do throws(SchemaLoadError) {
            return .success(try SchemaValidator(data: try data()))
        } catch {
            return .failure(error)
        }
    }()
}

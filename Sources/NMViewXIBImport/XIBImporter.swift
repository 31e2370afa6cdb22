import NMViewDiagnostics
import NMViewModel

/// Reads a xib and makes layouts of its top-level views. Either the whole file imports, with
/// warnings, or one error says why nothing could be.
public struct XIBImporter: Sendable {
    /// The largest xib read: 100 MiB, far above any real xib.
    public static let maximumFileSizeDefault = 100 * 1024 * 1024

    /// The file's path as the user named it, for diagnostics.
    public var path: String
    /// The largest file read.
    public var maximumFileSize: Int

    /// An importer for the xib at `path`.
    public init(path: String, maximumFileSize: Int = maximumFileSizeDefault) {
        self.path = path
        self.maximumFileSize = maximumFileSize
    }

    /// The root element of the xib in `bytes`, read and checked as the import reads it (size,
    /// encoding, XML, document type) and nothing more: the first step of ``importXIB(_:baseName:)``.
    public func readElements(_ bytes: [UInt8]) throws(Diagnostic) -> XIBElement {
        try XIBDocumentReader(path: path, maximumSize: maximumFileSize).read(bytes).root
    }

    /// The layouts in `bytes`; `baseName` names the view when a root has no class or label.
    public func importXIB(_ bytes: [UInt8], baseName: String) throws(Diagnostic) -> XIBImport {
        var root = try readElements(bytes)
        if root.name == "archive" {
            root = try ArchiveTranslator(path: path, root: root).translate()
        }
        try XIBCodeNameCheck(path: path).check(root)
        try XIBObjectIDCheck(path: path).check(root)
        try XIBFrameCheck(path: path).check(root)
        var importer = DocumentImporter(path: path, root: root, baseName: baseName)
        return try importer.run()
    }
}

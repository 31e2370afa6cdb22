import Foundation
import NMViewSourceTree

extension LayoutDocument {
    /// The file name an app bundles a resolved layout under: `ProfileCard.layout.json`.
    public static func compiledFileName(for viewClass: String) -> String { "\(viewClass).layout.json" }

    /// Canonical JSON: sorted keys, two-space indentation, defaults left out, ending in a newline.
    /// The same document always gives the same bytes, so builds are reproducible and diffs small.
    ///
    /// The bytes are those of ``foundationCompiledJSON()``, Foundation's `JSONEncoder`, written
    /// several times faster by ``CompiledJSONWriter``; what the writer leaves alone (a number that
    /// is not finite, nesting deeper than `JSONEncoder` allows) goes to `JSONEncoder`, which
    /// decides it and throws its errors.
    public func compiledJSON() throws -> Data {
        if let data = directCompiledJSON() { return data }
        return try foundationCompiledJSON()
    }

    /// The compiled JSON from the direct writer, or `nil` where it leaves the document to
    /// `JSONEncoder`; what ``compiledJSON()`` tries first, public for benchmarks and tests.
    public func directCompiledJSON() -> Data? {
        CompiledJSONWriter.json(for: self)
    }

    /// The compiled JSON as Foundation's `JSONEncoder` writes it (pretty-printed, sorted keys,
    /// slashes unescaped, a newline at the end): the bytes ``compiledJSON()`` must equal, and what
    /// it falls back to.
    public func foundationCompiledJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Decodes compiled JSON: to the value Foundation's `JSONDecoder` gives, several times faster.
    ///
    /// The JSON is read into a tree (``JSONTreeReader``) and the document straight from it
    /// (``DirectDocumentReader``); anything either of them leaves alone — a document this project
    /// did not write, or a broken one — goes to `JSONDecoder`, which decides it and reports its
    /// errors. An app may as well decode the file with `JSONDecoder` itself, to the same value.
    public init(compiledJSON data: Data) throws {
        if let document = Self.readDirectly(data) {
            self = document
            return
        }
        self = try JSONDecoder().decode(LayoutDocument.self, from: data)
    }

    /// The direct reading of compiled JSON, or `nil` where `JSONDecoder` must decide.
    static func readDirectly(_ data: Data) -> LayoutDocument? {
        let tree = data.withUnsafeBytes { raw in
            JSONTreeReader.read(raw.bindMemory(to: UInt8.self), file: "compiled layout")
        }
        return tree?.withRaw { raw in try? DirectDocumentReader(raw: raw).document(at: raw.root) }
    }
}

import Foundation
import NMViewModel
import NMViewSourceTree
import NMViewYAML

/// The two ways of getting a layout's model that the pipeline section compares: reading the
/// authored YAML (what a tool does) and decoding the compiled JSON (what an app does).
///
/// - YAML: `YAMLReader().read(SourceFile(path:bytes:))` to a `SourceTree`, then
///   `SourceTreeDecoder().decode(LayoutDocument.self, from: tree.root)`. No schema validation, no
///   resolving, no rules: just bytes to model.
/// - JSON: `LayoutDocument(compiledJSON:)`, the library's loader (a JSON tree read straight into
///   the model); and, for information, Foundation's `JSONDecoder` on the same `Data`, as an app
///   that decodes the file itself would.
///
/// Both drop what they built before returning, so both pay their deallocation alike.
enum ModelLoadUnderTest {
    /// The authored document in `bytes`; traps unless the read and the decode succeed, so a
    /// regression that fails fast can never pass as a speed-up.
    static func documentFromYAML(_ bytes: [UInt8]) -> LayoutDocument {
        let tree = ReaderUnderTest.tree(of: bytes)
        do {
            return try SourceTreeDecoder().decode(LayoutDocument.self, from: tree.root)
        } catch {
            preconditionFailure("decoding the generated layout failed: \(error)")
        }
    }

    /// The compiled document in `data`; traps unless it decodes.
    static func documentFromJSON(_ data: Data) -> LayoutDocument {
        do {
            return try LayoutDocument(compiledJSON: data)
        } catch {
            preconditionFailure("decoding the compiled JSON failed: \(error)")
        }
    }

    /// The compiled document in `data` through Foundation's `JSONDecoder` alone; traps unless it decodes.
    static func documentFromFoundation(_ data: Data) -> LayoutDocument {
        do {
            return try JSONDecoder().decode(LayoutDocument.self, from: data)
        } catch {
            preconditionFailure("JSONDecoder failed on the compiled JSON: \(error)")
        }
    }

    /// Decodes `data` with `JSONDecoder` and returns the document's ``shape(of:)``.
    static func fromFoundation(_ data: Data) -> Int {
        shape(of: documentFromFoundation(data))
    }

    /// Reads `bytes` into the model and returns the document's ``shape(of:)``.
    static func fromYAML(_ bytes: [UInt8]) -> Int {
        shape(of: documentFromYAML(bytes))
    }

    /// Decodes `data` into the model and returns the document's ``shape(of:)``.
    static func fromJSON(_ data: Data) -> Int {
        shape(of: documentFromJSON(data))
    }

    /// A cheap figure of a document (its top-level views and its alternatives' top-level
    /// entries), compared across runs so a decode that stopped short shows, and used, so the
    /// optimiser cannot drop the decode. The full comparison with the linted document is done
    /// once, before timing.
    static func shape(of document: LayoutDocument) -> Int {
        document.layouts.reduce(document.root.subviews.count) { $0 &* 31 &+ $1.subviews.count }
    }
}

import Foundation
import NMViewSchema

/// Which schema the measurements ran against, for the report: the bundled schema that both
/// `BundledSchema.validator()` here and the `nmview` binary load, and whether it is the same file
/// as the checkout's `Schemas/nmview.schema.json`, which `check-jsonschema` is given. Validation
/// time depends entirely on the schema, so a report without it cannot be compared with another.
struct SchemaInUse {
    /// Where the bundled schema was found.
    var bundledPath: String
    /// Its size.
    var bundledBytes: Int
    /// The checkout's schema file, when the benchmark runs inside a checkout.
    var checkoutPath: String?
    /// Whether the checkout's file has the same bytes (`nil` without a checkout or that file).
    var matchesCheckout: Bool?

    /// Looks up the bundled schema and compares it with `root`'s; throws if there is none.
    static func find(root: PackageRoot?) throws(BenchmarkError) -> SchemaInUse {
        let data: Data
        do {
            data = try BundledSchema.data()
        } catch {
            throw BenchmarkError("cannot load the bundled schema: \(error)")
        }
        let path = BundledSchema.url()?.path ?? BundledSchema.fileName
        guard let root else {
            return SchemaInUse(bundledPath: path, bundledBytes: data.count, checkoutPath: nil, matchesCheckout: nil)
        }
        let checkout = FileManager.default.contents(atPath: root.schemaPath)
        return SchemaInUse(
            bundledPath: path, bundledBytes: data.count, checkoutPath: root.schemaPath,
            matchesCheckout: checkout.map { $0 == data })
    }

    /// One sentence for the report.
    var summary: String {
        var text = "Schema: `\(bundledPath)`, \(bundledBytes) bytes"
        switch matchesCheckout {
        case true?:
            text += " (the same bytes as the checkout's `Schemas/nmview.schema.json`)."
        case false?:
            text += ". **It differs from `\(checkoutPath ?? "Schemas/nmview.schema.json")`**, which "
                + "check-jsonschema reads: rebuild so both sides use the same schema."
        case nil:
            text += "."
        }
        return text
    }
}

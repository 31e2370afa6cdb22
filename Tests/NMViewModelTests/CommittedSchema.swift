import Foundation
import Testing

/// Schemas/nmview.schema.json as committed, for tests that hold hand-written or generated Swift
/// to what it says.
struct CommittedSchema {
    let definitions: [String: Any]

    init() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Schemas/nmview.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        definitions = try #require(schema["definitions"] as? [String: Any])
    }

    /// The definition named `name`; empty when there is none.
    func definition(_ name: String) -> [String: Any] {
        definitions[name] as? [String: Any] ?? [:]
    }

    /// The properties of definition `name`, by key.
    func properties(of name: String) -> [String: [String: Any]] {
        definition(name)["properties"] as? [String: [String: Any]] ?? [:]
    }

    /// The values property `key` of definition `name` lists in its `enum`, in order.
    func enumeration(_ name: String, _ key: String) -> [String] {
        properties(of: name)[key]?["enum"] as? [String] ?? []
    }
}

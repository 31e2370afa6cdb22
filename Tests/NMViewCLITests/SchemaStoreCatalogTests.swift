import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Schemas/schemastore-catalog.json` is a valid SchemaStore catalog entry for the published
/// schema, and its globs match layout files and nothing else.
@Suite struct SchemaStoreCatalogTests {
    static let root = CommandRunner.packageRoot

    static func entry() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("Schemas/schemastore-catalog.json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func globs() throws -> [String] {
        try #require(try entry()["fileMatch"] as? [String])
    }

    /// Whether a file name matches a glob as shells and SchemaStore clients match names.
    static func matches(_ name: String, _ glob: String) -> Bool { fnmatch(glob, name, 0) == 0 }

    @Test func entryHasTheRequiredFields() throws {
        let entry = try Self.entry()
        #expect(Set(entry.keys).isSubset(of: ["name", "description", "fileMatch", "url", "versions"]))
        #expect((entry["name"] as? String)?.isEmpty == false)
        #expect((entry["description"] as? String)?.isEmpty == false)
        #expect(try Self.globs() == ["*.nmview.yaml", "*.nmview.yml", "*.nmview.json"])
        let url = try #require(entry["url"] as? String)
        #expect(url.hasPrefix("https://"))
        #expect(url.contains("/v1/"))
        #expect(entry["versions"] as? [String: String] == ["1": url])
    }

    @Test func urlIsThePublishedSchemaID() async throws {
        let url = try #require(try Self.entry()["url"] as? String)
        let schemaData = try Data(contentsOf: Self.root.appendingPathComponent("Schemas/nmview.schema.json"))
        let schema = try #require(JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        #expect(schema["$id"] as? String == url)
        // Nothing serves that URL yet, so `nmview init` outside a checkout never points at it:
        // it writes the schema beside the layout instead (InitAndSchemaCommandTests).
        let scratch = try Scratch()
        #expect(try await CommandRunner.run(["init", "Card"], in: scratch.url).status == 0)
        let text = try String(contentsOf: scratch.url.appendingPathComponent("Card.nmview.yaml"), encoding: .utf8)
        #expect(!text.contains(url))
    }

    @Test func globsMatchEveryExampleAndNothingElse() throws {
        let globs = try Self.globs()
        var names: [String] = []
        for folder in ["Examples", "Tests/Fixtures/Schema/valid"] {
            let directory = Self.root.appendingPathComponent(folder)
            // Layout files only: Examples/App is the adapter's Xcode test package, and
            // Localizable.xcstrings the examples' String Catalog.
            names += try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue && !name.hasSuffix(".xcstrings")
            }
        }
        #expect(names.count >= 5)
        // Each spelling nmview lint looks for, whether or not an example uses it.
        names += ["Card.nmview.yaml", "Card.nmview.yml", "Card.nmview.json"]
        for name in names {
            #expect(globs.contains { Self.matches(name, $0) }, "no fileMatch glob matches '\(name)'")
        }
        for other in ["notes.yaml", "Card.yaml", "nmview.schema.json", "Card.layout.json", "Card.nmview.yaml.expected", "Card.nmview.txt"] {
            #expect(!globs.contains { Self.matches(other, $0) }, "'\(other)' should not match")
        }
    }
}

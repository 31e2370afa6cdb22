import Foundation
import NMViewSchema
import Testing

/// A schema is refused at load when it uses anything the validator would not check fully.
@Suite struct SchemaLoadingTests {
    func loadError(_ schema: String) -> SchemaLoadError? {
        do {
            _ = try SchemaValidator(data: Data(schema.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func unimplementedKeywordIsRefused() {
        let error = loadError(##"{"properties": {"a": {"type": "string", "format": "email"}}}"##)
        #expect(error == SchemaLoadError(pointer: "/properties/a", message: "keyword 'format' is not implemented by the validator"))
    }

    @Test func unimplementedKeywordInAnUnusedDefinitionIsRefused() {
        let error = loadError(##"{"definitions": {"x": {"contains": {}}}}"##)
        #expect(error?.pointer == "/definitions/x")
    }

    @Test func keywordsBesideARefAreRefused() {
        let error = loadError(##"{"definitions": {"a": {}}, "properties": {"b": {"$ref": "#/definitions/a", "type": "string"}}}"##)
        #expect(error?.message.hasPrefix("keywords beside '$ref' (type) are ignored by draft-07") == true)
    }

    @Test func externalAndDanglingRefsAreRefused() {
        #expect(loadError(##"{"$ref": "other.json#/a"}"##)?.message.contains("only internal references") == true)
        #expect(loadError(##"{"$ref": "#/definitions/missing"}"##)?.message == "'#/definitions/missing' does not resolve")
    }

    @Test func badPatternIsRefused() {
        #expect(loadError(##"{"pattern": "([a-z"}"##)?.message == "pattern '([a-z' is not a valid regular expression")
    }

    @Test func notJSON() {
        #expect(loadError("{nope")?.message == "the schema is not valid JSON")
    }

    @Test func annotationsAreAccepted() {
        let schema = """
            {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "x", "$comment": "c", "title": "t",
             "description": "d", "markdownDescription": "m", "examples": [1], "default": 1,
             "defaultSnippets": [{"body": {}}], "enum": ["a"], "enumDescriptions": ["a"], "deprecationMessage": "x"}
            """
        #expect(loadError(schema) == nil)
    }

    @Test func bundledSchemaLoads() throws {
        let url = try #require(BundledSchema.url())
        #expect(url.lastPathComponent == "nmview.schema.json")
        _ = try BundledSchema.validator()
    }
}

import Foundation
import NMViewSchema
import Testing

/// Load errors name the same keyword and pointer however the compiler gets there.
@Suite struct SchemaCompilerEdgeTests {
    static func loadError(_ schema: String) -> SchemaLoadError? {
        do {
            _ = try SchemaValidator(data: Data(schema.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func theFirstUnknownKeywordInOrderIsNamed() {
        let error = Self.loadError(##"{"zeta": 1, "type": "object", "format": "x", "contains": {}, "title": "t"}"##)
        #expect(error == SchemaLoadError(pointer: "", message: "keyword 'contains' is not implemented by the validator"))
    }

    @Test func pointersEscapeSlashAndTilde() {
        let error = Self.loadError(##"{"properties": {"a/b~c": {"format": "x"}, "plain": {}}}"##)
        #expect(error?.pointer == "/properties/a~1b~0c")
        #expect(Self.loadError(##"{"properties": {"x~y": {"minimum": "1"}}}"##)?.pointer == "/properties/x~0y")
    }
}

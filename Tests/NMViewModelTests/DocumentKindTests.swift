import Foundation
import NMViewModel
import Testing

/// The document's `kind`: read the same by both decoding paths, `view` when absent, and carried
/// through compiled JSON, where a view's kind is left out so older layouts compile unchanged.
@Suite struct DocumentKindTests {
    static func layout(kind: String?) -> String {
        (kind.map { "kind: \($0)\n" } ?? "") + "nmview: 1\nsize: {width: 320, height: 60}\nroot: {}\n"
    }

    @Test(arguments: DocumentKind.allCases)
    func bothDecodingPathsReadTheKind(_ kind: DocumentKind) throws {
        let (direct, reference) = try #require(DirectDecodingTests.bothWays(Self.layout(kind: kind.rawValue)))
        #expect(direct == reference)
        guard case .document(let document) = direct else { Issue.record("not decoded: \(direct)"); return }
        #expect(document.kind == kind)
    }

    @Test func aFileWithoutKindIsAView() throws {
        let (direct, _) = try #require(DirectDecodingTests.bothWays(Self.layout(kind: nil)))
        guard case .document(let document) = direct else { Issue.record("not decoded: \(direct)"); return }
        #expect(document.kind == .view)
    }

    @Test(arguments: DocumentKind.allCases)
    func compiledJSONKeepsTheKind(_ kind: DocumentKind) throws {
        let document = LayoutDocument(viewClass: "Row", kind: kind, size: Size(width: 320, height: 60), root: ViewNode())
        CompiledJSONComparison.expectSame(document, "kind \(kind)")
        let json = try document.compiledJSON()
        #expect(String(decoding: json, as: UTF8.self).contains("\"kind\"") == (kind != .view))
        #expect(try LayoutDocument(compiledJSON: json).kind == kind)
    }
}

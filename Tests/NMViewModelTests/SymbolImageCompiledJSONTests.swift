import Foundation
import Testing

@testable import NMViewModel

/// An SF Symbol is a mapping in compiled JSON: the direct writer and `JSONEncoder` write the same
/// bytes for it, and the direct reader and `JSONDecoder` read those bytes back to the same symbol.
@Suite struct SymbolImageCompiledJSONTests {
    static let symbol = PropertyValue.object([
        "systemName": .string("bell.fill"), "pointSize": .number(24), "weight": .string("semibold"), "scale": .string("large"),
    ])

    static let document = LayoutDocument(
        size: Size(width: 320, height: 200),
        root: ViewNode(subviews: [
            ViewNode(
                id: "bell", viewClass: "UIImageView", frame: Rect(x: 16, y: 16, width: 44, height: 44),
                properties: ["image": symbol, "highlightedImage": .object(["systemName": .string("bell")])]),
            ViewNode(
                id: "like", viewClass: "UIButton", frame: Rect(x: 16, y: 76, width: 120, height: 44),
                properties: ["image": .string("heart"), "backgroundImage": .object(["systemName": .string("capsule"), "scale": .string("default")])]),
        ]))

    @Test func bothWritersWriteTheSameBytes() throws {
        CompiledJSONComparison.expectSame(Self.document, "symbol images")
        let text = String(decoding: try Self.document.compiledJSON(), as: UTF8.self)
        #expect(text.contains("\"systemName\" : \"bell.fill\""), "\(text)")
    }

    @Test func bothReadersReadTheSameSymbol() throws {
        let json = try Self.document.compiledJSON()
        let direct = try #require(LayoutDocument.readDirectly(json))
        let decoded = try JSONDecoder().decode(LayoutDocument.self, from: json)
        #expect(direct == Self.document && decoded == Self.document)
        #expect(
            direct.root.subviews.first?.properties["image"]?.imageValue
                == .symbol(SymbolImage(systemName: "bell.fill", pointSize: 24, weight: .semibold, scale: .large)))
        #expect(try LayoutDocument(compiledJSON: json).compiledJSON() == json)
    }
}

import Foundation
import NMViewModel
import NMViewTestSupport
import Testing

/// What the writer leaves to `JSONEncoder`, and that `compiledJSON()` then gives what
/// `JSONEncoder` gives: its bytes, or its error.
@Suite struct CompiledJSONFallbackTests {
    typealias Check = CompiledJSONComparison

    /// NaN and the infinities, wherever a number is: `JSONEncoder` refuses them, and so does
    /// `compiledJSON()`, with `JSONEncoder`'s error.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func numbersThatAreNotFinite(value: Double) {
        let unit = Size(width: 1, height: 1)
        let documents = [
            Check.document(.number(value)),
            Check.document(.list([.number(1), .object(["deep": .number(value)])])),
            LayoutDocument(size: Size(width: value, height: 1), root: ViewNode()),
            LayoutDocument(size: unit, root: ViewNode(subviews: [ViewNode(frame: Rect(x: 0, y: value, width: 1, height: 1))])),
            LayoutDocument(
                size: unit, root: ViewNode(),
                layouts: [
                    AlternativeLayout(
                        name: "l", size: unit, subviews: [LayoutNode(frame: Rect(x: value, y: 0, width: 1, height: 1))])
                ]),
        ]
        for document in documents {
            #expect(document.directCompiledJSON() == nil)
            #expect(throws: EncodingError.self) { try document.compiledJSON() }
        }
    }

    /// A property named like one of the view's own keys, set in code: left to `JSONEncoder` when
    /// the view has that key too, written directly when it does not.
    @Test(arguments: [
        "id", "class", "template", "frame", "autoresizing", "omitFromLayouts", "grid", "composedSubviews", "actions",
        "subviews",
    ])
    func propertyNamedLikeAViewKey(name: String) throws {
        let full = ViewNode(
            id: "i", viewClass: "C", template: "t", frame: Rect(x: 1, y: 2, width: 3, height: 4),
            autoresizing: [.flexibleHeight], omitFromLayouts: true, grid: GridLayout(), composedSubviews: 1,
            actions: ["tap": "go"], properties: [name: .string("property")], subviews: [ViewNode()])
        let clashing = LayoutDocument(size: Size(width: 1, height: 1), root: full)
        #expect(clashing.directCompiledJSON() == nil)
        #expect(try clashing.compiledJSON() == clashing.foundationCompiledJSON())
        let alone = Check.document(property: name, .string("property"))
        Check.expectSame(alone, "'\(name)' on a view without it")
    }

    /// `JSONEncoder` refuses containers 512 deep (the document's object is the first); the writer
    /// writes the deepest it accepts and declines the first it refuses.
    @Test func nestingAsDeepAsJSONEncoderAllows() async {
        // A large stack: a debug build recurses through the 510 levels in big frames.
        let outcomes = await offThePool(stackSize: 16 << 20) { () -> [(Bool, Bool, String?)] in
            [509, 510].map { lists in
                var value = PropertyValue.list([])
                for _ in 1..<lists { value = .list([value]) }
                // The document's object, the root view, then the lists: lists + 2 deep.
                let document = Check.document(value)
                return (
                    document.directCompiledJSON() != nil, Check.foundation(document) != nil,
                    Check.problem(document, requireDirect: lists < 510, "\(lists) lists")
                )
            }
        }
        #expect(outcomes.map(\.0) == [true, false])
        #expect(outcomes.map(\.1) == [true, false])
        #expect(outcomes.compactMap(\.2) == [])
    }
}

import Testing

@testable import NMViewPreview

/// A drawing read as attribute values and what is left: what a patch sets instead of drawing a
/// view again.
@Suite struct DrawingShapeTests {
    static let narrow = """
          <g class="view" data-index="3" transform="translate(8 0)">
            <title>A &quot;quoted&quot; &amp; escaped id</title>
            <rect width="100" height="20" fill="#FF3B30"/>
            <svg class="text" width="100" height="20"><text x="50" y="10"><tspan x="50" dy="0">Hello</tspan></text></svg>
          </g>
        """

    @Test func valuesDifferingAloneAreChangesOfAttributes() throws {
        let wide = Self.narrow.replacingOccurrences(of: "100", with: "140").replacingOccurrences(of: "\"50\"", with: "\"70\"")
            .replacingOccurrences(of: "#FF3B30", with: "a \"b\" & <c>".replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))
        let changes = try #require(DrawingShape(Self.narrow).changes(to: DrawingShape(wide)))
        // Elements in document order: g, title, rect, svg, text, tspan.
        #expect(changes.map { [String($0.element), $0.name, $0.value] } == [
            ["2", "width", "140"], ["2", "fill", "a \"b\" & <c>"], ["3", "width", "140"], ["4", "x", "70"], ["5", "x", "70"],
        ])
        #expect(DrawingShape(Self.narrow).values[1].isEmpty && DrawingShape(Self.narrow).names[2] == ["width", "height", "fill"])
    }

    @Test func otherTextOrAnotherAttributeIsNoAdjustment() {
        let shape = DrawingShape(Self.narrow)
        #expect(shape.changes(to: DrawingShape(Self.narrow.replacingOccurrences(of: "Hello", with: "Hullo"))) == nil)
        #expect(shape.changes(to: DrawingShape(Self.narrow.replacingOccurrences(of: " fill=", with: " stroke="))) == nil)
        #expect(shape.changes(to: DrawingShape(Self.narrow.replacingOccurrences(of: "escaped", with: "other"))) == nil)
        #expect(shape.changes(to: shape) == [])
    }
}

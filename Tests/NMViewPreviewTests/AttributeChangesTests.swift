import Testing

@testable import NMViewPreview

/// The attribute values that turn one drawing into another: what a patch sets instead of drawing
/// a view again.
@Suite struct AttributeChangesTests {
    static let narrow = """
          <g class="view" data-index="3" transform="translate(8 0)">
            <title>A &quot;quoted&quot; &amp; escaped id</title>
            <rect width="100" height="20" fill="#FF3B30"/>
            <svg class="text" width="100" height="20"><text x="50" y="10"><tspan x="50" dy="0">Hello</tspan></text></svg>
          </g>
        """

    @Test func valuesDifferingAloneAreChangesOfAttributes() throws {
        let wide = Self.narrow.replacingOccurrences(of: "100", with: "140").replacingOccurrences(of: "\"50\"", with: "\"70\"")
            .replacingOccurrences(of: "#FF3B30", with: XMLText.escape("a \"b\" & <c>"))
        let changes = try #require(AttributeChanges.between(Self.narrow, wide))
        // Elements in document order: g, title, rect, svg, text, tspan; the value unescaped.
        #expect(changes.map { [String($0.element), $0.name, $0.value] } == [
            ["2", "width", "140"], ["2", "fill", "a \"b\" & <c>"], ["3", "width", "140"], ["4", "x", "70"], ["5", "x", "70"],
        ])
        // And set on the narrow drawing, they give the wide one.
        #expect(SVGRendererPatchTests.setting(changes, in: Self.narrow) == wide)
    }

    @Test func otherTextOrAnotherAttributeIsNoAdjustment() {
        #expect(AttributeChanges.between(Self.narrow, Self.narrow.replacingOccurrences(of: "Hello", with: "Hullo")) == nil)
        #expect(AttributeChanges.between(Self.narrow, Self.narrow.replacingOccurrences(of: " fill=", with: " stroke=")) == nil)
        #expect(AttributeChanges.between(Self.narrow, Self.narrow.replacingOccurrences(of: "escaped", with: "other")) == nil)
        #expect(AttributeChanges.between(Self.narrow, Self.narrow + "<rect/>") == nil)
        #expect(AttributeChanges.between(Self.narrow, Self.narrow) == [])
    }
}

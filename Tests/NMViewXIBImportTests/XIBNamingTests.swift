import NMViewModel
import NMViewXIBImport
import Testing

/// Ids come from outlets, then labels, then classes, and are unique, valid identifiers.
@Suite struct XIBNamingTests {
    @Test func idsPreferOutletsThenLabelsThenClasses() throws {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001" customClass="Card">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label opaque="NO" text="A" id="l00-aa-001" userLabel="title"/>
                            <label opaque="NO" text="B" id="l00-aa-002" userLabel="Title"/>
                            <label opaque="NO" text="C" id="l00-aa-003"/>
                            <label opaque="NO" text="D" id="l00-aa-004"/>
                            <button opaque="NO" id="b00-aa-005" userLabel="2nd Button!"/>
                            <view contentMode="scaleToFill" id="v00-aa-006" customClass="ChartView" customModule="Charts"/>
                        </subviews>
                        <connections>
                            <outlet property="title" destination="l00-aa-004" id="o00-aa-007"/>
                        </connections>
                    </view>
            """)
        let imported = try importXIB(text)
        let layout = try #require(imported.layouts.first)
        #expect(layout.name == "Card")
        let ids = layout.document.root.subviews.map(\.id)
        #expect(ids == ["title2", "title3", "label", "title", "_2ndButton", "chartView"])
        #expect(layout.document.outlets == ["title"])
        #expect(layout.document.root.subviews.last?.viewClass == "Charts.ChartView")
    }

    @Test func viewsWithoutClassesAreNamedFromTheirLabelOrTheFile() throws {
        let view = { (id: String, label: String) in
            "<view contentMode=\"scaleToFill\" id=\"\(id)\"\(label)><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/></view>"
        }
        let imported = try importXIB(xib(view("a", "") + view("b", " userLabel=\"empty state\"") + view("c", "")))
        #expect(imported.layouts.map(\.name) == ["T", "EmptyState", "T2"])
    }
}

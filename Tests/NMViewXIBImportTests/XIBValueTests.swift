import NMViewModel
import NMViewXIBImport
import Testing

/// Colours, fonts and control values read as the format writes them.
@Suite struct XIBValueTests {
    private func label(_ inner: String, attributes: String = "") throws -> ViewNode {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="l00-aa-001"\(attributes)>
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                \(inner)
                            </label>
                        </subviews>
                    </view>
            """)
        return try #require(try importXIB(text).layouts.first?.document.root.subviews.first)
    }

    @Test(arguments: [
        ("<color key=\"textColor\" systemColor=\"systemRedColor\"/>", "systemRed"),
        ("<color key=\"textColor\" cocoaTouchSystemColor=\"darkTextColor\"/>", nil),
        ("<color key=\"textColor\" red=\"1\" green=\"0.5\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>", "#FF8000"),
        ("<color key=\"textColor\" white=\"0.0\" alpha=\"0.5\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>", "#00000080"),
        ("<color key=\"textColor\" white=\"1\" alpha=\"0.0\" colorSpace=\"calibratedWhite\"/>", "clear"),
    ] as [(String, String?)])
    func colours(_ element: String, _ expected: String?) throws {
        #expect(try label(element).properties["textColor"] == expected.map(PropertyValue.string))
    }

    @Test(arguments: [
        ("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", PropertyValue.object(["size": .number(17)])),
        ("<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"12\"/>", .object(["size": .number(12), "weight": .string("bold")])),
        ("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleSubhead\"/>", .object(["textStyle": .string("subheadline")])),
        ("<fontDescription key=\"fontDescription\" name=\"Menlo-Regular\" family=\"Menlo\" pointSize=\"13\"/>", .object(["name": .string("Menlo-Regular"), "size": .number(13)])),
    ])
    func fonts(_ element: String, _ expected: PropertyValue) throws {
        #expect(try label(element).properties["font"] == expected)
    }

    @Test func labelAttributesLeaveIBsDefaultsOut() throws {
        let node = try label("", attributes: " text=\"Hi\" textAlignment=\"natural\" numberOfLines=\"2\" lineBreakMode=\"tailTruncation\" hidden=\"YES\" alpha=\"0.5\" tag=\"7\"")
        #expect(node.properties == ["text": .string("Hi"), "numberOfLines": .number(2), "hidden": .bool(true), "alpha": .number(0.5), "tag": .number(7)])
    }
}

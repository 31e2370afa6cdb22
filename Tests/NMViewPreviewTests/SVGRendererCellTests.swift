import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// A table cell with an accessory is drawn as UIKit lays it out: the root in a content view
/// narrower by the accessory, the accessory at the trailing edge.
@Suite struct SVGRendererCellTests {
    static func row(_ accessory: AccessoryType?, kind: DocumentKind = .tableCell) -> CompiledLayout {
        CompiledLayout(
            LayoutDocument(
                viewClass: "SettingsRow", kind: kind, cell: accessory.map { TableCellProperties(accessoryType: $0) },
                size: Size(width: 375, height: 44),
                root: ViewNode(
                    properties: ["backgroundColor": .string("systemYellow")],
                    subviews: [
                        ViewNode(
                            id: "title", viewClass: "UILabel", frame: Rect(x: 16, y: 12, width: 280, height: 20),
                            autoresizing: [.flexibleWidth], properties: ["text": .string("Notifications")])
                    ])))
    }

    @Test func aChevronNarrowsTheContentViewAndIsDrawnAtTheTrailingEdge() {
        let svg = SVGRenderer().render(Self.row(.disclosureIndicator), size: Size(width: 375, height: 44))
        // The cell shows systemBackground around the accessory; the root's colour fills its own bounds.
        #expect(svg.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"375\" height=\"44\" fill=\"#FFFFFF\""))
        #expect(svg.contains("<rect class=\"content-view\" width=\"348.5\" height=\"44\" fill=\"#FFCC00\"/>"))
        #expect(svg.contains("<rect width=\"253.5\" height=\"20\""))
        #expect(svg.contains("<g class=\"accessory\" data-accessory=\"disclosureIndicator\"><path d=\"M351.5 15.5"))
    }

    @Test(arguments: [AccessoryType.checkmark, .detailButton, .detailDisclosureButton])
    func eachAccessoryIsDrawn(_ accessory: AccessoryType) {
        let svg = SVGRenderer().render(Self.row(accessory), size: Size(width: 375, height: 44))
        #expect(svg.contains("data-accessory=\"\(accessory.rawValue)\""))
        #expect(svg.contains("width=\"\(SVGRenderer.number(375 - accessory.contentViewInset))\" height=\"44\" fill=\"#FFCC00\""))
        #expect(svg.contains("<circle") == (accessory != .checkmark))
    }

    @Test func aCellWithoutAnAccessoryIsDrawnAsBefore() {
        let plain = SVGRenderer().render(Self.row(nil), size: Size(width: 375, height: 44))
        #expect(SVGRenderer().render(Self.row(AccessoryType.none), size: Size(width: 375, height: 44)) == plain)
        #expect(!plain.contains("accessory"))
        #expect(!plain.contains("content-view"))
        #expect(plain.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"375\" height=\"44\" fill=\"#FFCC00\""))
        #expect(plain.contains("<rect width=\"280\" height=\"20\""))
    }

    @Test func cellPropertiesOfAnotherKindAreNotDrawn() {
        let view = SVGRenderer().render(Self.row(.checkmark, kind: .view), size: Size(width: 375, height: 44))
        #expect(view == SVGRenderer().render(Self.row(nil, kind: .view), size: Size(width: 375, height: 44)))
    }

    @Test func aCellWithAnAccessoryIsRedrawnWholeOnResize() {
        let layout = Self.row(.disclosureIndicator)
        #expect(SVGRenderer().patch(layout, from: Size(width: 375, height: 44), to: Size(width: 414, height: 44)) == nil)
        #expect(SVGRenderer().patch(Self.row(nil), from: Size(width: 375, height: 44), to: Size(width: 414, height: 44)) != nil)
    }

    /// A button made with `UIButton(type:)`, as the adapter makes them, titles in the 15-point
    /// system font; a font given without a size keeps that size, as the title label's does.
    @Test(arguments: [
        (nil, "15"),
        (PropertyValue.object(["weight": .string("bold")]), "15"),
        (PropertyValue.object(["size": .number(20)]), "20"),
        (PropertyValue.object(["textStyle": .string("body")]), "17"),
    ])
    func aButtonsTitleIs15PointsUnlessItsFontSaysOtherwise(_ font: PropertyValue?, _ size: String) {
        var properties: [String: PropertyValue] = ["title": .string("Follow")]
        properties["font"] = font
        let document = LayoutDocument(
            size: Size(width: 200, height: 44),
            root: ViewNode(subviews: [
                ViewNode(id: "follow", viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 200, height: 44), properties: properties)
            ]))
        let svg = SVGRenderer().render(CompiledLayout(document), size: document.size)
        #expect(svg.contains("font-size=\"\(size)\""))
    }
}

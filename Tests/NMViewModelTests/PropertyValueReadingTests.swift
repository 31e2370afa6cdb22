import NMViewModel
import Testing

/// Typed readings of property values follow the schema's definitions, and every shape the schema
/// rejects reads as nil.
@Suite struct PropertyValueReadingTests {
    @Test(arguments: [
        (PropertyValue.string("#FF3B30"), ColorValue.rgba(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)),
        (.string("#ff3b30"), .rgba(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)),
        (.string("#00000080"), .rgba(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)),
        (.string("systemBlue"), .named(.systemBlue)),
        (.string("clear"), .named(.clear)),
    ])
    func colours(_ value: PropertyValue, _ expected: ColorValue) {
        #expect(value.colorValue == expected)
    }

    @Test(arguments: [
        PropertyValue.string("#12"), .string("#FF3B3"), .string("#FF3B30F"), .string("#GG3B30"), .string("#+F3B30"),
        .string("#ＦＦ3B30"), .string(""), .string(" Brand"), .string("Ｂrand"), .number(0xFF3B30),
        .object(["red": .number(1)]), .object(["light": .string("#FFFFFF")]),
        .object(["light": .string("#FFFFFF"), "dark": .object(["light": .string("red"), "dark": .string("blue")])]),
        .object(["light": .string("#FFFFFF"), "dark": .string("#000"), "x-note": .string("kept")]),
    ])
    func badColours(_ value: PropertyValue) {
        #expect(value.colorValue == nil)
    }

    @Test(arguments: [
        // What is neither hexadecimal nor a UIKit name is a colour set's name, which only lint,
        // reading the catalogs, can tell from a typo.
        (PropertyValue.string("FF3B30"), ColorValue.asset("FF3B30"), ["FF3B30"]),
        (.string("SystemBlue"), .asset("SystemBlue"), ["SystemBlue"]),
        (.string("Brand/Primary"), .asset("Brand/Primary"), ["Brand/Primary"]),
        (.object(["light": .string("#FFFFFF"), "dark": .string("systemGray6"), "x-note": .string("kept")]),
         .appearances(light: .rgba(red: 1, green: 1, blue: 1, alpha: 1), dark: .named(.systemGray6)), []),
        (.object(["light": .string("Paper"), "dark": .string("Ink")]), .appearances(light: .asset("Paper"), dark: .asset("Ink")),
         ["Paper", "Ink"]),
    ])
    func otherColourForms(_ value: PropertyValue, _ expected: ColorValue, _ assets: [String]) {
        #expect(value.colorValue == expected)
        #expect(expected.assetNames == assets)
    }

    @Test(arguments: [
        (PropertyValue.object(["name": .string("Menlo"), "size": .number(12)]), FontValue(name: "Menlo", size: 12)),
        (.object(["textStyle": .string("headline")]), FontValue(textStyle: .headline)),
        (.object(["size": .number(17), "weight": .string("semibold")]), FontValue(size: 17, weight: .semibold)),
        (.object(["name": .string("Menlo")]), FontValue(name: "Menlo")),
        (.object(["x-note": .string("tools only")]), FontValue()),
        (.object([:]), FontValue()),
    ])
    func fonts(_ value: PropertyValue, _ expected: FontValue) {
        #expect(value.fontValue == expected)
    }

    @Test func aFontWithoutSizeLeavesTheSizeOpen() throws {
        let font = try #require(PropertyValue.object(["textStyle": .string("body")]).fontValue)
        #expect(font.size == nil)
    }

    @Test(arguments: [
        PropertyValue.string("Menlo"), .object(["size": .number(0)]), .object(["size": .number(-1)]),
        .object(["size": .string("12")]), .object(["size": .number(.infinity)]), .object(["name": .string("")]),
        .object(["name": .number(1)]), .object(["weight": .string("extraBold")]),
        .object(["textStyle": .string("huge")]), .object(["family": .string("Menlo")]),
    ])
    func badFonts(_ value: PropertyValue) {
        #expect(value.fontValue == nil)
    }

    @Test(arguments: [
        (PropertyValue.string("avatar"), ImageValue.asset("avatar")),
        (.string("bell.fill"), .asset("bell.fill")),
        (.object(["systemName": .string("bell.fill")]), .symbol(SymbolImage(systemName: "bell.fill"))),
        (
            .object([
                "systemName": .string("bell.fill"), "pointSize": .number(17), "weight": .string("semibold"),
                "scale": .string("medium"),
            ]),
            .symbol(SymbolImage(systemName: "bell.fill", pointSize: 17, weight: .semibold, scale: .medium))
        ),
        (.object(["systemName": .string("heart"), "scale": .string("default"), "x-note": .string("tools only")]),
         .symbol(SymbolImage(systemName: "heart", scale: .default))),
    ])
    func images(_ value: PropertyValue, _ expected: ImageValue) {
        #expect(value.imageValue == expected)
    }

    /// A symbol mapping and its reading say the same: what the importer writes reads back.
    @Test func aSymbolWritesTheMappingItWasReadFrom() throws {
        let written = PropertyValue.object(["systemName": .string("star"), "pointSize": .number(9.5), "scale": .string("large")])
        let symbol = try #require(SymbolImage(written))
        #expect(symbol.propertyValue == written)
    }

    @Test(arguments: [
        PropertyValue.string(""), .number(1), .bool(true), .list([.string("bell")]), .object([:]),
        .object(["systemName": .string("")]), .object(["systemName": .number(1)]),
        .object(["pointSize": .number(17)]), .object(["systemName": .string("bell"), "pointSize": .number(0)]),
        .object(["systemName": .string("bell"), "pointSize": .number(.nan)]),
        .object(["systemName": .string("bell"), "weight": .string("unspecified")]),
        .object(["systemName": .string("bell"), "scale": .string("huge")]),
        .object(["systemName": .string("bell"), "name": .string("bell")]),
    ])
    func badImages(_ value: PropertyValue) {
        #expect(value.imageValue == nil)
    }

    @Test func insets() {
        let written = PropertyValue.object(["top": .number(8), "left": .number(16), "x-why": .string("tap area")])
        #expect(written.insetsValue == EdgeInsets(top: 8, left: 16))
        #expect(written.insetsValue?.bottom == 0)
        #expect(PropertyValue.object([:]).insetsValue == .zero)
        #expect(PropertyValue.object(["top": .number(-4)]).insetsValue == EdgeInsets(top: -4))
    }

    @Test(arguments: [
        PropertyValue.number(8), .list([.number(8)]), .object(["top": .string("8")]), .object(["middle": .number(1)]),
        .object(["top": .number(.nan)]),
    ])
    func badInsets(_ value: PropertyValue) {
        #expect(value.insetsValue == nil)
    }

    @Test func sizes() {
        #expect(PropertyValue.object(["width": .number(320), "height": .number(480)]).sizeValue
            == Size(width: 320, height: 480))
    }

    @Test(arguments: [
        PropertyValue.object(["width": .number(320)]), .object(["width": .number(0), "height": .number(1)]),
        .object(["width": .number(1), "height": .number(1), "depth": .number(1)]),
        .object(["width": .string("1"), "height": .number(1)]), .list([.number(1), .number(1)]),
    ])
    func badSizes(_ value: PropertyValue) {
        #expect(value.sizeValue == nil)
    }

    @Test func textLists() {
        let localized = PropertyValue.object(["localized": .string("Week"), "key": .string("range.week")])
        #expect(
            PropertyValue.list([.string("Day"), localized]).textListValue
                == [.verbatim("Day"), .localized(LocalizedText(source: "Week", key: "range.week"))])
        #expect(PropertyValue.list([]).textListValue == [])
        #expect(PropertyValue.list([.string("Day"), .number(1)]).textListValue == nil)
        #expect(PropertyValue.list([.list([.string("Day")])]).textListValue == nil)
        #expect(PropertyValue.string("Day").textListValue == nil)
    }

    @Test func texts() throws {
        #expect(PropertyValue.string("Follow").textValue == .verbatim("Follow"))
        #expect(PropertyValue.string("").textValue == .verbatim(""))
        // SwiftUI's Text("Follow") defaults: the key is the text, the table Localizable.
        let plain = try #require(PropertyValue.object(["localized": .string("Follow")]).textValue)
        #expect(plain == .localized(LocalizedText(source: "Follow", key: "Follow", comment: nil, table: "Localizable")))
        #expect(plain.sourceText == "Follow")
        let full = PropertyValue.object([
            "localized": .string("Follow"), "key": .string("profile.follow"), "comment": .string("Button"),
            "table": .string("Profile"), "x-note": .number(1),
        ])
        #expect(full.textValue == .localized(LocalizedText(source: "Follow", key: "profile.follow", comment: "Button", table: "Profile")))
        // A lookup sees the key and table; verbatim text never reaches it.
        let looked = full.textValue?.text { "\($0.table):\($0.key)" }
        #expect(looked == "Profile:profile.follow")
        #expect(PropertyValue.string("Follow").textValue?.text { _ in "translated" } == "Follow")
    }

    @Test(arguments: [
        PropertyValue.object(["key": .string("follow")]), .object(["localized": .string("")]),
        .object(["localized": .string("Follow"), "key": .string("")]),
        .object(["localized": .string("Follow"), "table": .string("")]),
        .object(["localized": .string("Follow"), "lang": .string("de")]),
        .object(["localized": .number(1)]), .object(["localized": .string("A"), "comment": .bool(true)]),
        .number(1), .bool(true), .list([.string("Follow")]),
    ])
    func badTexts(_ value: PropertyValue) {
        #expect(value.textValue == nil)
    }

    @Test func enumerations() {
        #expect(PropertyValue.string("center").enumerationValue(TextAlignment.self) == .center)
        #expect(PropertyValue.string("continue").enumerationValue(ReturnKeyType.self) == .continue)
        #expect(PropertyValue.string("default").enumerationValue(KeyboardType.self) == .default)
        #expect(PropertyValue.string("Center").enumerationValue(TextAlignment.self) == nil)
        #expect(PropertyValue.number(1).enumerationValue(TextAlignment.self) == nil)
        #expect(PropertyValue.string("right").enumerationValue(GridLayout.ExtensionDirection.self) == .right)
    }
}

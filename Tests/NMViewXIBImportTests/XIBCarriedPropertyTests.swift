import Foundation
import NMViewModel
import NMViewXIBImport
import Testing

/// Properties the format has, which the import once dropped: a flow layout, runtime attributes
/// that name properties, IB's older names, and the archive's traits, accessibility and colours.
@Suite struct XIBCarriedPropertyTests {
    private func views(_ name: String) throws -> [String: ViewNode] {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        let layout = try #require(try XIBImporter(path: name).importXIB(bytes, baseName: "T").layouts.first)
        return Dictionary(uniqueKeysWithValues: layout.document.root.subviews.compactMap { view in view.id.map { ($0, view) } })
    }

    @Test func documentFormat() throws {
        let views = try views("Properties.xib")
        let photos = try #require(views["photos"]?.properties)
        #expect(photos["itemSize"] == .object(["width": .number(100), "height": .number(120)]))
        #expect(photos["minimumLineSpacing"] == .number(4))
        #expect(photos["minimumInteritemSpacing"] == .number(2))
        #expect(photos["scrollDirection"] == .string("horizontal"))
        #expect(photos["sectionInset"] == .object(["left": .number(8), "right": .number(8)]))
        #expect(photos["backgroundColor"] == .string("systemGroupedBackground"))
        #expect(views["codeField"]?.properties["keyboardType"] == .string("asciiCapable"))
        let badge = try #require(views["badge"]?.properties)
        #expect(badge["accessibilityIdentifier"] == .string("badge"))
        #expect(badge["accessibilityLabel"] == .string("New items"))
        #expect(badge["clipsToBounds"] == .bool(true))
    }

    @Test func archiveFormat() throws {
        let views = try views("PropertiesArchive.xib")
        let field = try #require(views["passwordField"]?.properties)
        #expect(field["accessibilityLabel"] == .string("Password"))
        #expect(field["accessibilityHint"] == .string("At least eight characters"))
        #expect(field["keyboardType"] == .string("emailAddress"))
        #expect(field["returnKeyType"] == .string("done"))
        #expect(field["secureTextEntry"] == .bool(true))
        #expect(views["settings"]?.properties["rowHeight"] == .number(60))
        #expect(views["settings"]?.properties["separatorColor"] == .string("#FF0000"))
        #expect(views["upload"]?.properties["progressTintColor"] == .string("#00FF00"))
        #expect(views["upload"]?.properties["trackTintColor"] == .string("#CCCCCC"))
        #expect(views["toggle"]?.properties["thumbTintColor"] == .string("#FFFF00"))
        let noisy = try self.views("NoisyArchive.xib")
        #expect(noisy["segmentedControl"]?.properties["segments"] == .list([.string("Day"), .string("Week")]))
        #expect(noisy["segmentedControl"]?.properties["selectedSegmentIndex"] == .number(1))
    }
}

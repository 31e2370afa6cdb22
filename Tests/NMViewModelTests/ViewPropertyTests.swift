import Foundation
import Testing

@testable import NMViewModel

/// The generated view properties: the order they are applied in, declarations their own kinds
/// read, and agreement with the schema generated from the same tables.
@Suite struct ViewPropertyTests {
    static func position(_ property: ViewProperty) throws -> Int {
        try #require(ViewProperty.allCases.firstIndex(of: property))
    }

    @Test func buttonTypeIsAppliedFirstAndHiddenLast() {
        #expect(ViewProperty.allCases.first == .buttonType)
        #expect(ViewProperty.allCases.last == .hidden)
    }

    @Test(arguments: [
        (ViewProperty.segments, ViewProperty.selectedSegmentIndex), (.minimumValue, .value), (.maximumValue, .value),
        (.style, .color), (.text, .selectable), (.font, .selectable), (.textColor, .selectable),
        (.hidesWhenStopped, .animating), (.animating, .hidden),
    ])
    func dependentPropertiesAreAppliedInOrder(before: ViewProperty, after: ViewProperty) throws {
        #expect(try Self.position(before) < Self.position(after))
    }

    @Test func structuralKeysAreNotProperties() {
        // 72, the four text input traits UITextField and UITextView gained, accessibilityHint and
        // accessibilityElement.
        #expect(ViewProperty.allCases.count == 78)
        #expect(Set(ViewProperty.allCases.map(\.rawValue)).isDisjoint(with: ViewNode.structuralKeys))
    }

    @Test(arguments: ViewProperty.allCases)
    func declarationIsReadByItsOwnKind(_ property: ViewProperty) {
        let declaration = property.declaration
        #expect(declaration.kind.accepts(declaration.example), "example of \(property)")
        if let defaultValue = declaration.defaultValue {
            #expect(declaration.kind.accepts(defaultValue), "default of \(property)")
            #expect(defaultValue != declaration.example, "the example of \(property) shows nothing")
        }
        #expect(!declaration.classes.isEmpty)
        #expect(Set(declaration.uikitAPI.keys) == Set(declaration.classes))
    }

    @Test func kindsRejectOtherShapes() {
        #expect(!ViewProperty.Kind.color.accepts(.string("#blurple")))
        #expect(ViewProperty.Kind.color.accepts(.string("blurple")), "an asset colour, for lint to look up")
        #expect(ViewProperty.Kind.color.accepts(.object(["light": .string("white"), "dark": .string("black")])))
        #expect(!ViewProperty.Kind.image.accepts(.string("")))
        #expect(ViewProperty.Kind.image.accepts(.object(["systemName": .string("bell.fill"), "weight": .string("bold")])))
        #expect(!ViewProperty.Kind.image.accepts(.object(["systemName": .string("bell"), "weight": .string("fat")])))
        #expect(!ViewProperty.Kind.image.accepts(.object(["pointSize": .number(17)])), "a symbol needs its name")
        #expect(!ViewProperty.Kind.unitInterval.accepts(.number(1.5)))
        #expect(!ViewProperty.Kind.length.accepts(.number(-1)))
        #expect(!ViewProperty.Kind.integer.accepts(.number(1.5)))
        #expect(!ViewProperty.Kind.number.accepts(.number(.infinity)))
        #expect(!ViewProperty.Kind.bool.accepts(.string("true")))
        #expect(!ViewProperty.Kind.contentMode.accepts(.string("center ")))
        #expect(ViewProperty.Kind.returnKeyType.accepts(.string("continue")))
    }

    @Test func declarationsSayWhichClassesHaveThem() {
        #expect(ViewProperty.backgroundColor.declaration.applies(to: "MyModule.Chart"))
        #expect(ViewProperty.font.declaration.applies(to: "UITextView"))
        #expect(!ViewProperty.font.declaration.applies(to: "UIView"))
        #expect(ViewProperty.font.declaration.uikitAPI["UIButton"] == "UIButton.titleLabel.font")
        #expect(ViewProperty.enabled.declaration.uikitAPI["UISlider"] == "UIControl.isEnabled")
        #expect(ViewProperty.alpha.declaration.uikitAPI == ["UIView": "UIView.alpha"])
    }

    @Test func nodesReadPropertiesByDeclaration() {
        var node = ViewNode(viewClass: "UILabel", properties: ["numberOfLines": .number(0)])
        #expect(node[.numberOfLines] == .number(0))
        #expect(node[.textAlignment] == nil)
        #expect(node.value(.textAlignment) == .string("natural"))
        #expect(node.value(.text) == nil)
        node[.text] = .string("Hello")
        #expect(node.properties["text"] == .string("Hello"))
    }
}

import NMViewModel
import Testing

/// What a reload tells a view it keeps: only what changed, defaults for what was removed, and
/// nothing at all when the view cannot stay.
@Suite struct PropertyUpdateTests {
    static let field = ViewNode(
        id: "email", viewClass: "UITextField",
        properties: ["placeholder": .string("Email"), "text": .string(""), "secureTextEntry": .bool(true)])

    @Test func onlyWhatChangedIsSetAndWhatWasRemovedGoesBackToItsDefault() throws {
        var new = Self.field
        new.properties["placeholder"] = .string("Your email")
        new.properties["secureTextEntry"] = nil
        new.properties["textAlignment"] = .string("center")
        let update = try #require(new.propertyUpdate(from: Self.field))
        // `text` is the same in both files, so what the user typed into the field is left alone.
        #expect(update.map(\.property) == [.textAlignment, .placeholder, .secureTextEntry])
        #expect(update.last?.value == .bool(false))
    }

    @Test func nothingChangedMeansNothingToSet() {
        #expect(Self.field.propertyUpdate(from: Self.field)?.isEmpty == true)
    }

    @Test(arguments: [
        ViewNode(id: "email", viewClass: "UITextView"),
        ViewNode(id: "go", viewClass: "UIButton", properties: ["buttonType": .string("custom")]),
    ])
    func aViewOfAnotherKindCannotStay(new: ViewNode) {
        let old = ViewNode(id: new.id, viewClass: new.viewClass == "UIButton" ? "UIButton" : "UITextField")
        #expect(new.propertyUpdate(from: old) == nil)
    }

    /// A class of your own whose base changed is a view of another kind: made again, not updated.
    @Test func aNewBaseCannotStay() {
        let label = ViewNode(id: "title", viewClass: "PaddedLabel", baseClass: "UILabel")
        var plain = label
        plain.baseClass = nil
        #expect(plain.propertyUpdate(from: label) == nil)
        #expect(label.propertyUpdate(from: label)?.isEmpty == true)
    }

    @Test func aRemovedPropertyWithoutADefaultCannotBeUndoneInPlace() {
        let old = ViewNode(viewClass: "UILabel", properties: ["textColor": .string("red")])
        #expect(ViewNode(viewClass: "UILabel").propertyUpdate(from: old) == nil)
    }
}

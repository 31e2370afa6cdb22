import Foundation
import Testing

@testable import NMViewModel

/// The generated Swift declarations say what the committed schema says: the same properties on the
/// same classes with the same defaults, and the same enumerations. Both come from one generator run;
/// this catches one of them edited or regenerated without the other.
@Suite struct ViewPropertySchemaTests {
    let schema: CommittedSchema

    init() throws {
        schema = try CommittedSchema()
    }

    /// The classes the schema has a branch of its own for.
    static let classes = Set(ViewProperty.allCases.flatMap(\.declaration.classes))

    @Test func everyClassHasExactlyItsDeclaredProperties() throws {
        #expect(Self.classes.count == 15)
        for viewClass in Self.classes {
            let inSchema = Set(schema.properties(of: viewClass).keys).subtracting(ViewNode.structuralKeys)
            let declared = Set(ViewProperty.allCases.filter { $0.declaration.applies(to: viewClass) }.map(\.rawValue))
            #expect(inSchema == declared, "\(viewClass)")
        }
    }

    /// The classes the schema lets have actions are the controls, and classes of your own.
    @Test func theControlsAreTheClassesWithActions() {
        let withActions = Set((Self.classes.union(["CustomView"])).filter { schema.properties(of: $0)["actions"] != nil })
        #expect(withActions == ViewNode.controlClasses.union(["CustomView"]))
        #expect(ViewNode(viewClass: "Chart").takesActions && ViewNode(viewClass: "Dial", baseClass: "UIView").takesActions)
        #expect(ViewNode(viewClass: "UISwitch").takesActions && ViewNode(viewClass: "Toggle", baseClass: "UISwitch").takesActions)
        #expect(!ViewNode().takesActions && !ViewNode(viewClass: "PaddedLabel", baseClass: "UILabel").takesActions)
    }

    @Test(arguments: ViewProperty.allCases)
    func defaultIsTheSchemasDefault(_ property: ViewProperty) throws {
        let declaration = property.declaration
        for viewClass in declaration.classes {
            let entry = try #require(schema.properties(of: viewClass)[property.rawValue])
            let expected = try entry["default"].map { try PropertyValue.decoded(fromJSONObject: $0) }
            #expect(expected == declaration.defaultValue, "\(property) on \(viewClass)")
        }
    }

    @Test func enumerationsAreTheSchemas() {
        let colors = (schema.definition("SingleColor")["anyOf"] as? [[String: Any]])?[1]["enum"] as? [String]
        #expect(ColorName.allCases.map(\.rawValue) == colors)
        #expect(ContentMode.allCases.map(\.rawValue) == schema.enumeration("UIView", "contentMode"))
        #expect(TextAlignment.allCases.map(\.rawValue) == schema.enumeration("UILabel", "textAlignment"))
        #expect(LineBreakMode.allCases.map(\.rawValue) == schema.enumeration("UILabel", "lineBreakMode"))
        #expect(FontWeight.allCases.map(\.rawValue) == schema.enumeration("Font", "weight"))
        #expect(TextStyle.allCases.map(\.rawValue) == schema.enumeration("Font", "textStyle"))
        #expect(ButtonType.allCases.map(\.rawValue) == schema.enumeration("UIButton", "buttonType"))
        #expect(BorderStyle.allCases.map(\.rawValue) == schema.enumeration("UITextField", "borderStyle"))
        #expect(KeyboardType.allCases.map(\.rawValue) == schema.enumeration("UITextField", "keyboardType"))
        #expect(ReturnKeyType.allCases.map(\.rawValue) == schema.enumeration("UITextField", "returnKeyType"))
        #expect(ClearButtonMode.allCases.map(\.rawValue) == schema.enumeration("UITextField", "clearButtonMode"))
        #expect(ActivityIndicatorStyle.allCases.map(\.rawValue) == schema.enumeration("UIActivityIndicatorView", "style"))
        #expect(Set(ControlEvent.allCases.map(\.rawValue)) == Set(schema.properties(of: "Actions").keys))
    }
}

extension PropertyValue {
    /// A value from JSONSerialization's output, through the model's own decoder.
    static func decoded(fromJSONObject object: Any) throws -> PropertyValue {
        let data = try JSONSerialization.data(withJSONObject: [object], options: [.fragmentsAllowed])
        return try JSONDecoder().decode([PropertyValue].self, from: data)[0]
    }
}

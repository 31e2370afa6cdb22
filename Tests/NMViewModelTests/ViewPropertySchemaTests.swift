import Foundation
import NMViewModel
import Testing

/// The generated Swift declarations say what the committed schema says: the same properties on the
/// same classes with the same defaults, and the same enumerations. Both come from one generator run;
/// this catches one of them edited or regenerated without the other.
@Suite struct ViewPropertySchemaTests {
    let definitions: [String: Any]

    init() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Schemas/nmview.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        definitions = try #require(schema["definitions"] as? [String: Any])
    }

    func definition(_ name: String) -> [String: Any] {
        definitions[name] as? [String: Any] ?? [:]
    }

    func properties(of definition: String) -> [String: [String: Any]] {
        self.definition(definition)["properties"] as? [String: [String: Any]] ?? [:]
    }

    /// The classes the schema has a branch of its own for.
    static let classes = Set(ViewProperty.allCases.flatMap(\.declaration.classes))

    @Test func everyClassHasExactlyItsDeclaredProperties() throws {
        #expect(Self.classes.count == 12)
        let structural: Set = ["id", "class", "template", "frame", "autoresizing", "omitFromLayouts", "grid", "actions", "subviews"]
        for viewClass in Self.classes {
            let inSchema = Set(properties(of: viewClass).keys).subtracting(structural)
            let declared = Set(ViewProperty.allCases.filter { $0.declaration.applies(to: viewClass) }.map(\.rawValue))
            #expect(inSchema == declared, "\(viewClass)")
        }
    }

    @Test(arguments: ViewProperty.allCases)
    func defaultIsTheSchemasDefault(_ property: ViewProperty) throws {
        let declaration = property.declaration
        for viewClass in declaration.classes {
            let entry = try #require(properties(of: viewClass)[property.rawValue])
            let expected = try entry["default"].map { try PropertyValue.decoded(fromJSONObject: $0) }
            #expect(expected == declaration.defaultValue, "\(property) on \(viewClass)")
        }
    }

    static func enumeration(_ schema: [String: Any]?) -> [String] {
        schema?["enum"] as? [String] ?? []
    }

    @Test func enumerationsAreTheSchemas() {
        let view = properties(of: "UIView")
        let font = properties(of: "Font")
        let colors = (definition("Color")["anyOf"] as? [[String: Any]])?.last
        #expect(ColorName.allCases.map(\.rawValue) == Self.enumeration(colors))
        #expect(ContentMode.allCases.map(\.rawValue) == Self.enumeration(view["contentMode"]))
        #expect(TextAlignment.allCases.map(\.rawValue) == Self.enumeration(properties(of: "UILabel")["textAlignment"]))
        #expect(LineBreakMode.allCases.map(\.rawValue) == Self.enumeration(properties(of: "UILabel")["lineBreakMode"]))
        #expect(FontWeight.allCases.map(\.rawValue) == Self.enumeration(font["weight"]))
        #expect(TextStyle.allCases.map(\.rawValue) == Self.enumeration(font["textStyle"]))
        #expect(ButtonType.allCases.map(\.rawValue) == Self.enumeration(properties(of: "UIButton")["buttonType"]))
        let field = properties(of: "UITextField")
        #expect(BorderStyle.allCases.map(\.rawValue) == Self.enumeration(field["borderStyle"]))
        #expect(KeyboardType.allCases.map(\.rawValue) == Self.enumeration(field["keyboardType"]))
        #expect(ReturnKeyType.allCases.map(\.rawValue) == Self.enumeration(field["returnKeyType"]))
        #expect(ClearButtonMode.allCases.map(\.rawValue) == Self.enumeration(field["clearButtonMode"]))
        let spinner = properties(of: "UIActivityIndicatorView")
        #expect(ActivityIndicatorStyle.allCases.map(\.rawValue) == Self.enumeration(spinner["style"]))
        #expect(Set(ControlEvent.allCases.map(\.rawValue)) == Set(properties(of: "Actions").keys))
    }
}

extension PropertyValue {
    /// A value from JSONSerialization's output, through the model's own decoder.
    static func decoded(fromJSONObject object: Any) throws -> PropertyValue {
        let data = try JSONSerialization.data(withJSONObject: [object], options: [.fragmentsAllowed])
        return try JSONDecoder().decode([PropertyValue].self, from: data)[0]
    }
}

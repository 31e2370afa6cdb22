import NMViewEngine
import NMViewModel
import NMViewPreview
import Testing

/// Every answer ``PreviewSupport`` gives holds for the picture: a property claimed drawn changes
/// the SVG of a one-view layout on every class that has it, set to its declared example; one
/// claimed invisible or not drawn changes nothing.
@Suite struct PreviewSupportTests {
    static let longText = PropertyValue.string("The quick brown fox jumps over the lazy dog")

    /// What a view needs besides the property under test for that property to show.
    struct Stage {
        /// Other properties, set where the class has them.
        var properties: [ViewProperty: PropertyValue] = [:]
        /// Whether the view holds a button that overhangs its bounds (for clipping and tint).
        var subview = false
        /// Whether a second, plain subview follows the button (for a stack view's spacing).
        var second = false
        /// The value shown instead of the declared example, where that example shows only
        /// while editing.
        var value: PropertyValue?
    }

    static func stage(_ property: ViewProperty) -> Stage {
        switch property {
        case .text, .title, .placeholder: Stage()
        case .borderColor: Stage(properties: [.borderWidth: .number(2)])
        case .clipsToBounds, .tintColor: Stage(subview: true)
        case .onTintColor: Stage(properties: [.on: .bool(true)])
        case .selectedSegmentIndex: Stage(properties: [.segments: .list([.string("Day"), .string("Week")])])
        case .style, .color: Stage(properties: [.animating: .bool(true)])
        // A stack view arranges its subviews; a table and a collection view draw placeholders.
        case .axis: Stage(properties: [.alignment: .string("center")], subview: true)
        case .alignment: Stage(subview: true)
        case .spacing: Stage(subview: true, second: true)
        case .distribution: Stage(properties: [.spacing: .number(10)], subview: true, second: true)
        case .separatorColor: Stage(value: .string("systemRed"))
        case .minimumLineSpacing: Stage(properties: [.itemSize: .object(["width": .number(40), "height": .number(20)])])
        // 61-point items: three fit a 200-point line 8 apart, two 10 apart (the default).
        case .minimumInteritemSpacing:
            Stage(properties: [.itemSize: .object(["width": .number(61), "height": .number(20)])])
        case .minimumValue, .maximumValue: Stage(properties: [.value: .number(0.5)])
        case .progressTintColor: Stage(properties: [.progress: .number(0.5)])
        case .adjustsFontSizeToFitWidth: Stage(properties: [.text: longText, .minimumScaleFactor: .number(0.5)])
        case .minimumScaleFactor: Stage(properties: [.text: longText, .adjustsFontSizeToFitWidth: .bool(true)])
        // The declared insets are even: a title that fits stays where it was, centred; one cut
        // short is cut shorter.
        case .contentEdgeInsets: Stage(properties: [.title: longText])
        // The declared example, whileEditing, shows the button only while the field is edited.
        case .clearButtonMode: Stage(properties: [.text: .string("Hello")], value: .string("always"))
        default: Stage(properties: [.text: longText, .title: .string("Follow")])
        }
    }

    /// A 200×60 view of `viewClass` with `properties`, alone in a 300×100 layout.
    static func render(_ viewClass: String, _ properties: [String: PropertyValue], subview: Bool, second: Bool = false)
        -> String
    {
        let button = ViewNode(
            id: "overhanging", viewClass: "UIButton", frame: Rect(x: 150, y: 20, width: 100, height: 40),
            properties: ["title": .string("Go")])
        let view = ViewNode(
            id: "view", viewClass: viewClass, frame: Rect(x: 10, y: 10, width: 200, height: 60), properties: properties,
            subviews: (subview ? [button] : []) + (second ? [ViewNode(id: "second", frame: Rect(x: 0, y: 0, width: 40, height: 20))] : []))
        let document = LayoutDocument(size: Size(width: 300, height: 100), root: ViewNode(subviews: [view]))
        return SVGRenderer().render(CompiledLayout(document), size: document.size)
    }

    @Test(arguments: ViewProperty.allCases)
    func answerHoldsOnEveryClassThatHasTheProperty(_ property: ViewProperty) {
        let declaration = property.declaration
        let stage = Self.stage(property)
        for viewClass in declaration.classes {
            var without: [String: PropertyValue] = [:]
            for (other, value) in stage.properties where other.declaration.applies(to: viewClass) {
                without[other.rawValue] = value
            }
            var with = without
            with[property.rawValue] = stage.value ?? declaration.example
            let changed = Self.render(viewClass, with, subview: stage.subview, second: stage.second)
                != Self.render(viewClass, without, subview: stage.subview, second: stage.second)
            switch PreviewSupport.of(property) {
            case .drawn: #expect(changed, "\(property) on \(viewClass) is said to be drawn, but changes nothing")
            case .invisible, .notDrawn: #expect(!changed, "\(property) on \(viewClass) changes the picture")
            }
        }
    }

    @Test func everyAnswerSaysWhy() {
        for property in ViewProperty.allCases {
            switch PreviewSupport.of(property) {
            case .drawn: continue
            case .invisible(let reason), .notDrawn(let reason): #expect(!reason.isEmpty, "\(property)")
            }
        }
    }
}

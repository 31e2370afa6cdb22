import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// A custom class with `base` in its layout: made as itself, given its base's properties, and
/// checked on the device against that base, so a class that is not what lint and the preview
/// took it for is a red box, not a silent difference.
@MainActor @Suite(.interfaceCheck) struct BaseClassTests {
    final class Card: NMView {}
    final class PaddedLabel: UILabel {}
    final class TagStack: UIStackView {}
    final class FancyButton: UIButton {}
    /// Declared as a label in the layouts below, but a plain view.
    final class NotALabel: UIView {}

    /// One view of `viewClass` (based on `base`) with two labels inside, in a layout of Card.
    static func card(_ viewClass: String, base: String?, properties: [String: PropertyValue] = [:]) -> LayoutDocument {
        let label = { (id: String) in
            ViewNode(id: id, viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 40, height: 20), properties: ["text": .string(id)])
        }
        return LayoutDocument(
            viewClass: "Card", size: Size(width: 320, height: 200),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "custom", viewClass: viewClass, baseClass: base, frame: Rect(x: 10, y: 10, width: 300, height: 60),
                    properties: properties, subviews: viewClass == "TagStack" ? [label("a"), label("b")] : [])
            ]))
    }

    static func register() {
        NMView.register(PaddedLabel.self) { PaddedLabel(frame: $0) }
        NMView.register(TagStack.self) { TagStack(frame: $0) }
        NMView.register(FancyButton.self) { FancyButton(frame: $0) }
        NMView.register(NotALabel.self, as: "NotALabel") { NotALabel(frame: $0) }
    }

    @Test func aLabelSubclassGetsItsBasesProperties() throws {
        Self.register()
        TestLayouts.use(["Card": Self.card("PaddedLabel", base: "UILabel", properties: ["text": .string("Hello"), "numberOfLines": .number(2)])])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = try #require(card.outlet("custom", as: PaddedLabel.self))
        #expect(label.text == "Hello")
        #expect(label.numberOfLines == 2)
        #expect(card.problems.isEmpty, "\(card.problems.map(\.message))")
    }

    @Test func aStackSubclassWithItsBaseArrangesItsSubviews() throws {
        Self.register()
        TestLayouts.use(["Card": Self.card("TagStack", base: "UIStackView", properties: ["axis": .string("vertical")])])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let stack = try #require(card.outlet("custom", as: TagStack.self))
        #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["a", "b"])
        #expect(stack.axis == .vertical)
        #expect(card.problems.isEmpty, "\(card.problems.map(\.message))")
    }

    @Test func aStackSubclassWrittenAsAPlainViewIsARedBox() throws {
        Self.register()
        TestLayouts.use(["Card": Self.card("TagStack", base: nil)])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(card.problems == [.baseMismatch(className: "TagStack", declared: "UIView", found: "UIStackView", viewID: "custom", layout: "Card")])
        let stack = try #require(card.outlet("custom", as: TagStack.self))
        let box = try #require(stack.subviews.first { $0.accessibilityIdentifier == "NMView.problem" } as? UILabel)
        #expect(box.text?.contains("class 'TagStack' of view 'custom' in Card.layout.json is a UIStackView, which arranges its subviews") == true)
        #expect(box.text?.contains("write base: UIStackView beside its class") == true)
    }

    @Test func aClassThatIsNotItsBaseIsARedBox() throws {
        Self.register()
        TestLayouts.use(["Card": Self.card("NotALabel", base: "UILabel", properties: ["text": .string("Hello")])])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(card.problems == [.baseMismatch(className: "NotALabel", declared: "UILabel", found: "UIView", viewID: "custom", layout: "Card")])
        #expect(card.problems.first?.message.hasSuffix("make NotALabel a subclass of UILabel, or remove its base") == true)
    }

    @Test func aSubclassOfAnotherControlWrittenAsAPlainViewGetsWhatTheFileSays() throws {
        Self.register()
        TestLayouts.use(["Card": Self.card("FancyButton", base: nil, properties: ["alpha": .number(0.5)])])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(try #require(card.outlet("custom", as: FancyButton.self)).alpha == 0.5)
        #expect(card.problems.isEmpty, "\(card.problems.map(\.message))")
    }

    @Test func aMissingClassStandsInAsItsBase() throws {
        TestLayouts.use(["Card": Self.card("NoSuchLabel", base: "UILabel", properties: ["text": .string("Hello")])])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(try #require(card.outlet("custom", as: UILabel.self)).text == "Hello")
        #expect(card.problems == [.classNotFound(className: "NoSuchLabel", viewID: "custom", layout: "Card")])
    }

    /// Every class the format declares, subclassed and written with itself as base, is quiet:
    /// the device finds each as the most derived class it is (a table view before a scroll view).
    @Test(arguments: KitClass.declared.sorted())
    func eachDeclaredClassIsFoundAsItself(_ base: String) {
        guard Self.instance(of: base, frame: .zero) != nil else { return #expect(Bool(false), "no maker for \(base)") }
        NMView.register(UIView.self, as: "My\(base)") { Self.instance(of: base, frame: $0) ?? UIView(frame: $0) }
        TestLayouts.use(["Card": Self.card("My\(base)", base: base)])
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(card.problems.isEmpty, "\(base): \(card.problems.map(\.message))")
    }

    /// A view of declared class `name`, standing in for an app's subclass of it.
    static func instance(of name: String, frame: CGRect) -> UIView? {
        switch name {
        case "UIView": UIView(frame: frame)
        case "UILabel": UILabel(frame: frame)
        case "UIButton": UIButton(frame: frame)
        case "UIImageView": UIImageView(frame: frame)
        case "UIScrollView": UIScrollView(frame: frame)
        case "UITableView": UITableView(frame: frame, style: .plain)
        case "UICollectionView": UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        case "UIStackView": UIStackView(frame: frame)
        case "UITextField": UITextField(frame: frame)
        case "UITextView": UITextView(frame: frame)
        case "UISwitch": UISwitch(frame: frame)
        case "UISlider": UISlider(frame: frame)
        case "UISegmentedControl": UISegmentedControl(frame: frame)
        case "UIActivityIndicatorView": UIActivityIndicatorView(style: .medium)
        case "UIProgressView": UIProgressView(frame: frame)
        default: nil
        }
    }
}

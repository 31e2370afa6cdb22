import Testing
import UIKit

/// The recorder: every setter and method call is logged under the name the project's property
/// declarations use, with the value set, against the view it was made on.
@MainActor @Suite(.interfaceCheck) struct RecorderTests {
    var log: InterfaceLog { InterfaceRecorder.log }

    @Test func aPropertyIsRecordedUnderItsDeclaringClass() {
        let label = UILabel()
        label.numberOfLines = 0
        label.backgroundColor = .systemBlue
        label.textAlignment = .center
        #expect(log.last("UILabel.numberOfLines", on: label)?.value as? Int == 0)
        #expect(log.last("UIView.backgroundColor", on: label)?.value as? UIColor == UIColor.systemBlue)
        #expect(log.last("UILabel.textAlignment", on: label)?.value as? NSTextAlignment == .center)
        #expect(log.last("UILabel.numberOfLines", on: label)?.receiverClass == "UILabel")
    }

    @Test func aMethodIsRecordedWithItsArguments() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .highlighted)
        let call = try #require(log.last("UIButton.setTitle(_:for:)", on: button)?.value as? (String?, UIControl.State))
        #expect(call.0 == "Go" && call.1 == .highlighted)
        #expect(log.last("UIButton(type:)", on: button)?.value as? UIButton.ButtonType == .custom)
    }

    /// A call on part of a view (its layer, a button's title label) is recorded on the view.
    @Test func aCallOnAPartIsRecordedOnTheView() throws {
        let button = UIButton(type: .system)
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.titleLabel?.font = .boldSystemFont(ofSize: 15)
        #expect(log.last("UIView.layer.cornerRadius", on: button)?.value as? CGFloat == 8)
        #expect(log.last("UIView.layer.borderWidth", on: button)?.value as? CGFloat == 1)
        let font = try #require(log.last("UIButton.titleLabel.font", on: button)?.value as? UIFont)
        #expect(font.pointSize == 15 && font._interfaceCheckWeight == .bold)
        let standalone = CALayer()
        standalone.cornerRadius = 3
        #expect(log.last("CALayer.cornerRadius", on: standalone)?.value as? CGFloat == 3)
    }

    @Test func controlsAreRecorded() {
        let segments = UISegmentedControl(frame: .zero)
        segments.insertSegment(withTitle: "A", at: 0, animated: false)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let imageView = UIImageView(image: nil)
        imageView.image = UIImage(named: "avatar")
        let field = UITextField()
        field.keyboardType = .emailAddress
        let target = ActionTarget(implementing: ["go"])
        field.addTarget(target, action: "go", for: .editingDidEndOnExit)

        let insert = log.last("UISegmentedControl.insertSegment(withTitle:at:animated:)", on: segments)?.value
        #expect((insert as? (String?, Int, Bool)).map { $0.0 == "A" && $0.1 == 0 && !$0.2 } == true)
        #expect(log.events("UIActivityIndicatorView.startAnimating()", on: spinner).count == 1)
        #expect((log.last("UIImageView.image", on: imageView)?.value as? UIImage)?._interfaceCheckName == "avatar")
        #expect(log.events("UIImage(named:)").map { $0.value as? String } == ["avatar"])
        #expect(log.last("UITextField.keyboardType", on: field)?.value as? UIKeyboardType == .emailAddress)
        let registration = log.last("UIControl.addTarget(_:action:for:)", on: field)?.value
        #expect((registration as? (String?, Selector, UIControl.Event)).map { $0.0 == "ActionTarget" && $0.2 == .editingDidEndOnExit } == true)
    }

    /// The receiver is named by its dynamic class, so a subclass shows as itself.
    @Test func aSubclassIsRecordedByItsOwnName() {
        final class AvatarView: UIImageView {}
        let view = AvatarView(frame: .zero)
        view.tag = 4
        #expect(log.last("UIView.tag", on: view)?.receiverClass == "AvatarView")
    }

    /// What UIKit does itself (here, a button keeping its title label on the current title) is
    /// not recorded: the log holds the caller's calls.
    @Test func uikitsOwnChangesAreNotRecorded() throws {
        let button = UIButton(type: .system)
        let label = try #require(button.titleLabel)
        button.setTitle("Save", for: .normal)
        #expect(label.text == "Save")
        #expect(log.events.allSatisfy { $0.api != "UIButton.titleLabel.text" })
    }

    /// Each test has a log of its own, so parallel tests do not see each other's calls.
    @Test func aLogBoundForATaskHoldsOnlyItsCalls() {
        let own = InterfaceLog()
        let view = UIView()
        InterfaceRecorder.$log.withValue(own) { view.alpha = 0.5 }
        view.alpha = 0.25
        #expect(own.events.map(\.api) == ["UIView.alpha"])
        #expect(log.events("UIView.alpha", on: view).map { $0.value as? CGFloat } == [0.25])
    }
}

import Testing
import UIKit

/// Target and action: a control delivers its actions for an event to the targets that implement
/// them, and a selector sent to an object that does not implement it is caught, as the runtime
/// would crash on it.
@MainActor @Suite(.interfaceCheck) struct ControlActionTests {
    static let tapped = Selector("tapped:")

    @Test func anActionReachesItsTargetForItsEventOnly() {
        let target = ActionTarget(implementing: [Self.tapped])
        let button = UIButton(type: .system)
        button.addTarget(target, action: Self.tapped, for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(target.performed.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(target.performed.map(\.selector) == [Self.tapped])
        #expect(target.performed.first?.sender === button)
        #expect(InterfaceRecorder.log.deliveredActions.map(\.description) == ["-[ActionTarget tapped:] from UIButton"])
    }

    /// The target does not implement the action: recorded as the runtime's message, and the
    /// `.interfaceCheck` trait turns that into a failure.
    @Test func aSelectorTheTargetLacksIsUnrecognized() {
        let log = InterfaceLog()
        InterfaceRecorder.$log.withValue(log) {
            let target = ActionTarget(implementing: [])
            let control = UIControl()
            control.addTarget(target, action: NSSelectorFromString("missing"), for: .valueChanged)
            control.sendActions(for: .valueChanged)
        }
        #expect(log.unrecognizedSelectors.map(\.description) == ["-[ActionTarget missing]: unrecognized selector sent to instance"])
        withKnownIssue("an unrecognized selector fails the test") {
            InterfaceCheckTrait.failOnUnrecognizedSelectors(in: log)
        }
    }

    /// Only responders can answer `responds(to:)` here: any other target is unrecognized.
    @Test func aTargetThatIsNotAResponderIsUnrecognized() {
        let log = InterfaceLog()
        let target = NSObject()
        InterfaceRecorder.$log.withValue(log) {
            let control = UIControl()
            control.addTarget(target, action: Self.tapped, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
        }
        #expect(log.unrecognizedSelectors.map(\.receiverClass) == ["NSObject"])
    }

    /// A `nil` target goes up the responder chain from the control to the first responder that
    /// implements the action.
    @Test func aNilTargetGoesUpTheResponderChain() {
        let handler = ActionTarget(implementing: [Self.tapped])
        let container = UIView()
        let control = UIControl()
        handler.addSubview(container)
        container.addSubview(control)
        control.addTarget(nil, action: Self.tapped, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(handler.performed.count == 1)
        #expect(control.actions(forTarget: nil, forControlEvent: .primaryActionTriggered) == nil)
    }

    @Test func registrationsCanBeListedAndRemoved() {
        let target = ActionTarget(implementing: [Self.tapped, "changed"])
        let control = UISlider()
        control.addTarget(target, action: Self.tapped, for: .touchUpInside)
        control.addTarget(target, action: Self.tapped, for: .touchDown)
        control.addTarget(target, action: "changed", for: .valueChanged)
        control.addTarget(nil, action: "changed", for: .valueChanged)
        // NSNull stands for the responder chain (Linux's NSNull is no singleton, so look for its type).
        #expect(control.allTargets.count == 2 && control.allTargets.contains(AnyHashable(target)))
        #expect(control.allTargets.contains { $0.base is NSNull })
        #expect(control.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == ["tapped:"])
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["changed"])
        control.removeTarget(target, action: Self.tapped, for: .touchUpInside)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == ["tapped:"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
    }

    /// The control does not keep its target alive, as in UIKit.
    @Test func theTargetIsNotRetained() {
        let control = UIControl()
        weak var released: ActionTarget?
        do {
            let target = ActionTarget(implementing: [Self.tapped])
            released = target
            control.addTarget(target, action: Self.tapped, for: .touchUpInside)
        }
        #expect(released == nil)
        control.sendActions(for: .touchUpInside)
        #expect(InterfaceRecorder.log.deliveredActions.isEmpty)
    }
}

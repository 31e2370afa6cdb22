import Testing
import UIKit

/// Closure actions (iOS 14): a control runs a `UIAction` for the events it was added for, with
/// the control as its sender, in order with its targets; one action per identifier.
@MainActor @Suite(.interfaceCheck) struct UIActionTests {
    @Test func anActionRunsForItsEventsWithTheControlAsSender() {
        let button = UIButton(type: .system)
        var senders: [Any?] = []
        let action = UIAction { senders.append($0.sender) }
        #expect(action.sender == nil)
        button.addAction(action, for: [.touchUpInside, .primaryActionTriggered])
        #expect(button.allControlEvents == [.touchUpInside, .primaryActionTriggered])
        button.sendActions(for: .valueChanged)
        #expect(senders.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(senders.count == 1 && (senders.first as? UIButton) === button)
        #expect((action.sender as? UIButton) === button)
        #expect(InterfaceRecorder.log.performedActions.map(\.senderClass) == ["UIButton"])
        #expect(InterfaceRecorder.log.last("UIControl.addAction(_:for:)", on: button) != nil)
    }

    @Test func anIdentifierReplacesTheActionAddedBeforeAndRemovesIt() {
        let control = UIControl()
        var runs: [String] = []
        let identifier = UIAction.Identifier("tap")
        control.addAction(UIAction(identifier: identifier) { _ in runs.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: identifier) { _ in runs.append("second") }, for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(runs == ["second"])
        control.removeAction(identifiedBy: identifier, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .touchDown])
        #expect(runs == ["second", "second"])
        control.removeAction(identifiedBy: identifier, for: .touchDown)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func targetsAndActionsRunInTheOrderTheyWereAdded() {
        let tapped = Selector("tapped:")
        let target = ActionTarget(implementing: [tapped])
        let control = UIControl()
        var order: [String] = []
        control.addAction(UIAction { _ in order.append("first action, targets so far \(target.performed.count)") }, for: .valueChanged)
        control.addTarget(target, action: tapped, for: .valueChanged)
        control.addAction(UIAction { _ in order.append("second action, targets so far \(target.performed.count)") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(order == ["first action, targets so far 0", "second action, targets so far 1"])
        #expect(control.allTargets.count == 1)
    }
}

/// A view that sends actions to targets when events happen. Nothing generates events here: a
/// test calls ``sendActions(for:)``, which delivers each matching action as UIKit does: to the
/// target if it ``UIResponder/responds(to:)`` the selector (through
/// ``UIResponder/_interfaceCheckPerform(_:sender:)``), else recorded as an unrecognized selector
/// (a crash on a device); with a `nil` target, to the first responder up the chain from the
/// control that can perform it. A ``UIAction`` added with ``addAction(_:for:)`` runs its closure
/// with the control as its sender; targets and actions are sent in the order they were added
/// (unconfirmed: UIKit keeps both in one list, and documents no order).
// SDK: UIKit/UIControl.h — @interface UIControl : UIView (Swift: @MainActor open class UIControl : UIView)
@MainActor
open class UIControl: UIView {
    private var targetActions: [TargetAction] = []
    /// The actions added with `addAction(_:for:)`, each with its events and its place among all
    /// registrations (`order`), shared with the targets.
    private var actionRegistrations: [(action: UIAction, events: UIControl.Event, order: Int)] = []
    private var registrationCount = 0
    /// Deliveries made by `sendActions(for:)` are not also recorded as `sendAction(_:to:for:)`.
    private var isSendingActions = false

    /// Whether the control is enabled; on by default.
    // SDK: UIKit/UIControl.h — @property(nonatomic,getter=isEnabled) BOOL enabled; // default is YES
    open var isEnabled = true {
        didSet { record("isEnabled", isEnabled, in: "UIControl") }
    }

    /// Whether the control is selected; off by default.
    // SDK: UIKit/UIControl.h — @property(nonatomic,getter=isSelected) BOOL selected; // default is NO
    open var isSelected = false {
        didSet { record("isSelected", isSelected, in: "UIControl") }
    }

    /// Whether the control is highlighted (touched); off by default.
    // SDK: UIKit/UIControl.h — @property(nonatomic,getter=isHighlighted) BOOL highlighted; // default is NO
    open var isHighlighted = false {
        didSet { record("isHighlighted", isHighlighted, in: "UIControl") }
    }

    /// The state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    // SDK: UIKit/UIControl.h — @property(nonatomic,readonly) UIControlState state;
    open var state: UIControl.State {
        var state = UIControl.State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Sends `action` to `target` when any of `controlEvents` happens. Adding the same target and
    /// action again adds the events to the existing registration. The target is not retained.
    // SDK: UIKit/UIControl.h — - (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
    // (Swift: open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event))
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        record("addTarget(_:action:for:)", (targetDescription(target), action, controlEvents), in: "UIControl")
        if let index = targetActions.firstIndex(where: { $0.isFor(target) && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: target, action: action, events: controlEvents, order: registrationCount))
            registrationCount += 1
        }
    }

    /// Runs `action` with this control as its sender when any of `controlEvents` happens. An
    /// action with the identifier of one added before replaces it, and adds its events to those
    /// it had (unconfirmed: UIKit documents the replacing, not what becomes of the events).
    // SDK: UIKit/UIControl.h — - (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));
    // (Swift: open func addAction(_ action: UIAction, for controlEvents: UIControl.Event))
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        record("addAction(_:for:)", (action.identifier.rawValue, controlEvents), in: "UIControl")
        if let index = actionRegistrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actionRegistrations[index].action = action
            actionRegistrations[index].events.formUnion(controlEvents)
        } else {
            actionRegistrations.append((action, controlEvents, registrationCount))
            registrationCount += 1
        }
    }

    /// Stops running `action` for `controlEvents`.
    // SDK: UIKit/UIControl.h — - (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));
    // (Swift: open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event))
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    // SDK: UIKit/UIControl.h — - (void)removeActionForIdentifier:(UIActionIdentifier)actionIdentifier forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));
    // (Swift: open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event))
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        record("removeAction(identifiedBy:for:)", (actionIdentifier.rawValue, controlEvents), in: "UIControl")
        for index in actionRegistrations.indices where actionRegistrations[index].action.identifier == actionIdentifier {
            actionRegistrations[index].events.subtract(controlEvents)
        }
        actionRegistrations.removeAll { $0.events.isEmpty }
    }

    /// Runs one action with this control as its sender; `sendActions(for:)` calls it for each.
    // SDK: UIKit/UIControl.h — - (void)sendAction:(UIAction *)action API_AVAILABLE(ios(14.0));
    // (Swift: open func sendAction(_ action: UIAction))
    open func sendAction(_ action: UIAction) {
        if !isSendingActions { record("sendAction(_:)", action.identifier.rawValue, in: "UIControl") }
        InterfaceRecorder.log.append(
            PerformedAction(
                identifier: action.identifier.rawValue, sender: ObjectIdentifier(self),
                senderClass: InterfaceRecorder.className(of: self)))
        action.perform(sender: self)
    }

    /// Stops sending `action` (every action when `nil`) to `target` (every target when `nil`)
    /// for `controlEvents`.
    // SDK: UIKit/UIControl.h — - (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents;
    // (Swift: open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event))
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        record("removeTarget(_:action:for:)", (targetDescription(target), action, controlEvents), in: "UIControl")
        for index in targetActions.indices
        where (target == nil || targetActions[index].isFor(target))
            && (action == nil || targetActions[index].action == action)
        {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// Every target with a registration; `NSNull` stands for the responder chain (a `nil` target).
    // SDK: UIKit/UIControl.h — @property(nonatomic,readonly) NSSet *allTargets; (Swift: open var allTargets: Set<AnyHashable> { get })
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for registration in targetActions {
            switch registration.target {
            case .firstResponder:
                targets.insert(AnyHashable(NSNull()))
            case let .object(reference):
                guard let object = reference.object else { continue }
                targets.insert((object as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(object)))
            case let .value(description):
                targets.insert(AnyHashable(description))
            }
        }
        return targets
    }

    /// Every event that has a registration, of a target or an action.
    // SDK: UIKit/UIControl.h — @property(nonatomic,readonly) UIControlEvents allControlEvents;
    open var allControlEvents: UIControl.Event {
        let targets: UIControl.Event = targetActions.reduce(into: []) { $0.formUnion($1.events) }
        return actionRegistrations.reduce(into: targets) { $0.formUnion($1.events) }
    }

    /// The names of the actions sent to `target` for `controlEvent`; `nil` for a `nil` target or
    /// when there are none.
    // SDK: UIKit/UIControl.h — - (nullable NSArray<NSString *> *)actionsForTarget:(nullable id)target forControlEvent:(UIControlEvents)controlEvent;
    // (Swift: open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]?)
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        guard target != nil else { return nil }
        let names = targetActions
            .filter { $0.isFor(target) && !$0.events.isDisjoint(with: controlEvent) }
            .map { NSStringFromSelector($0.action) }
        return names.isEmpty ? nil : names
    }

    /// Sends one action to one target: the target if it responds to the action, or the first
    /// responder along the chain from this control when the target is `nil`.
    // SDK: UIKit/UIControl.h — - (void)sendAction:(SEL)action to:(nullable id)target forEvent:(nullable UIEvent *)event;
    // (Swift: open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?))
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if !isSendingActions {
            record("sendAction(_:to:for:)", (targetDescription(target), action), in: "UIControl")
        }
        guard let target else {
            // UIKit drops a chain-bound action that no responder takes.
            if let responder = self.target(forAction: action, withSender: self) as? UIResponder {
                deliver(action, to: responder)
            }
            return
        }
        guard let responder = target as? UIResponder, responder.responds(to: action) else {
            let receiverClass = type(of: target) is AnyClass
                ? InterfaceRecorder.className(of: target as AnyObject) : String(describing: type(of: target))
            InterfaceRecorder.log.append(UnrecognizedSelector(receiverClass: receiverClass, selector: action))
            return
        }
        deliver(action, to: responder)
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    // SDK: UIKit/UIControl.h — - (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
    // (Swift: open func sendActions(for controlEvents: UIControl.Event))
    open func sendActions(for controlEvents: UIControl.Event) {
        record("sendActions(for:)", controlEvents, in: "UIControl")
        isSendingActions = true
        defer { isSendingActions = false }
        // Targets and actions in the order they were added, taken first: a closure may add or
        // remove registrations.
        var pending: [(order: Int, registration: Registration)] =
            targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }.map { ($0.order, .target($0)) }
        pending += actionRegistrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map { ($0.order, .action($0.action)) }
        for (_, registration) in pending.sorted(by: { $0.order < $1.order }) {
            switch registration {
            case .action(let action):
                sendAction(action)
            case .target(let targetAction):
                send(targetAction)
            }
        }
    }

    /// A target's action or an action's closure, for `sendActions(for:)`.
    private enum Registration {
        case target(TargetAction)
        case action(UIAction)
    }

    private func send(_ registration: TargetAction) {
        switch registration.target {
        case .firstResponder:
            sendAction(registration.action, to: nil, for: nil)
        case let .object(reference):
            // A target that went away gets nothing (UIKit would message a dangling pointer).
            guard let object = reference.object else { return }
            sendAction(registration.action, to: object, for: nil)
        case let .value(description):
            InterfaceRecorder.log.append(UnrecognizedSelector(receiverClass: description, selector: registration.action))
        }
    }

    private func deliver(_ action: Selector, to responder: UIResponder) {
        InterfaceRecorder.log.append(
            DeliveredAction(
                targetClass: InterfaceRecorder.className(of: responder), target: ObjectIdentifier(responder),
                selector: action, senderClass: InterfaceRecorder.className(of: self)))
        responder._interfaceCheckPerform(action, sender: self)
    }

    /// How a target is recorded: its class name, or `nil` for the responder chain.
    private func targetDescription(_ target: Any?) -> String? {
        guard let target else { return nil }
        return type(of: target) is AnyClass
            ? InterfaceRecorder.className(of: target as AnyObject) : String(describing: target)
    }
}

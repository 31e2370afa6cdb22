/// A view that sends actions to targets when events happen. Nothing generates events here: a
/// test calls ``sendActions(for:)``, which delivers each matching action as UIKit does: to the
/// target if it ``UIResponder/responds(to:)`` the selector (through
/// ``UIResponder/_interfaceCheckPerform(_:sender:)``), else recorded as an unrecognized selector
/// (a crash on a device); with a `nil` target, to the first responder up the chain from the
/// control that can perform it.
// SDK: UIKit/UIControl.h — @interface UIControl : UIView (Swift: @MainActor open class UIControl : UIView)
@MainActor
open class UIControl: UIView {
    private var targetActions: [TargetAction] = []
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
            targetActions.append(TargetAction(target: target, action: action, events: controlEvents))
        }
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

    /// Every event that has a registration.
    // SDK: UIKit/UIControl.h — @property(nonatomic,readonly) UIControlEvents allControlEvents;
    open var allControlEvents: UIControl.Event {
        targetActions.reduce(into: []) { $0.formUnion($1.events) }
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
        for registration in targetActions where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.target {
            case .firstResponder:
                sendAction(registration.action, to: nil, for: nil)
            case let .object(reference):
                // A target that went away gets nothing (UIKit would message a dangling pointer).
                guard let object = reference.object else { continue }
                sendAction(registration.action, to: object, for: nil)
            case let .value(description):
                InterfaceRecorder.log.append(UnrecognizedSelector(receiverClass: description, selector: registration.action))
            }
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

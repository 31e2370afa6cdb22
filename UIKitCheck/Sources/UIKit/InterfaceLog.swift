import Synchronization

/// Stub-only, not in the SDK: the calls recorded while it was ``InterfaceRecorder/log``, the actions
/// delivered to targets, the `UIAction`s controls ran, and the selectors sent to objects that do not implement them (on a
/// device each of those is a crash, so a test that finds one must fail).
public final class InterfaceLog: Sendable {
    private let state = Mutex(State())

    /// An empty log.
    public init() {}

    /// Every recorded call, oldest first.
    public var events: [InterfaceEvent] {
        state.withLock { $0.events }
    }

    /// Every action delivered to its target, oldest first.
    public var deliveredActions: [DeliveredAction] {
        state.withLock { $0.deliveredActions }
    }

    /// Every `UIAction` a control ran, oldest first.
    public var performedActions: [PerformedAction] {
        state.withLock { $0.performedActions }
    }

    /// Every selector sent to an object that does not respond to it, oldest first.
    public var unrecognizedSelectors: [UnrecognizedSelector] {
        state.withLock { $0.unrecognizedSelectors }
    }

    /// The calls of `api` on `receiver`, oldest first.
    public func events(_ api: String, on receiver: AnyObject) -> [InterfaceEvent] {
        let identity = ObjectIdentifier(receiver)
        return events.filter { $0.api == api && $0.receiver == identity }
    }

    /// The latest call of `api` on `receiver`: its ``InterfaceEvent/value`` is what was set last.
    public func last(_ api: String, on receiver: AnyObject) -> InterfaceEvent? {
        events(api, on: receiver).last
    }

    /// The calls of `api` on any receiver, oldest first: `"UIImage(named:)"` has no instance to ask about.
    public func events(_ api: String) -> [InterfaceEvent] {
        events.filter { $0.api == api }
    }

    /// Every call recorded on `receiver`, oldest first.
    public func events(on receiver: AnyObject) -> [InterfaceEvent] {
        let identity = ObjectIdentifier(receiver)
        return events.filter { $0.receiver == identity }
    }

    /// Forgets everything recorded so far.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    func append(_ event: InterfaceEvent) {
        state.withLock { $0.events.append(event) }
    }

    func append(_ delivery: DeliveredAction) {
        state.withLock { $0.deliveredActions.append(delivery) }
    }

    func append(_ performed: PerformedAction) {
        state.withLock { $0.performedActions.append(performed) }
    }

    func append(_ unrecognized: UnrecognizedSelector) {
        state.withLock { $0.unrecognizedSelectors.append(unrecognized) }
    }

    private struct State {
        var events: [InterfaceEvent] = []
        var deliveredActions: [DeliveredAction] = []
        var performedActions: [PerformedAction] = []
        var unrecognizedSelectors: [UnrecognizedSelector] = []
    }
}

/// Something that delivers new layouts while an app runs: the live-reload client of
/// `NMViewLiveReload`, or a test's stand-in. `NMView.enableLiveReload(_:)` installs what it
/// delivers on every live view of the class named.
///
/// A source calls its handlers one at a time, in order, on a thread of its own choosing; a
/// handler that touches views hops to the main thread itself.
public protocol LiveLayoutSource: AnyObject, Sendable {
    /// Asks for `viewClass`'s layout on every connection, before any event names it, so that a
    /// save made while the app was not listening is not missed.
    func follow(_ viewClass: String)

    /// Starts delivering: `onLayout` with each new good layout of a view class, `onProblems`
    /// with a class's current problems (an empty list once they are gone).
    func start(
        onLayout: @escaping @Sendable (_ viewClass: String, _ layout: CompiledLayout) -> Void,
        onProblems: @escaping @Sendable (_ viewClass: String, _ problems: [ReloadDiagnostic]) -> Void)

    /// Stops delivering; no handler starts after this returns.
    func stop()

    /// Connects again at once if the source has a connection that may have gone (the app is
    /// coming back from the background); nothing for a source that has none.
    func reconnect()
}

extension LiveLayoutSource {
    /// Nothing: a source without a connection has nothing to renew.
    public func reconnect() {}
}

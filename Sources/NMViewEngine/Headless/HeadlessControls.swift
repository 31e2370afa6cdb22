/// A label: its text is a property of its own, for typed outlets.
public final class HeadlessLabel: HeadlessView {
    /// UILabel.text.
    public var text: String?
}

/// A control (button, switch, slider, text field, segmented control): it sends its actions, by
/// method name, to the host it belongs to.
public final class HeadlessControl: HeadlessView {
    /// Control event → method name, from the layout.
    public var actions: [String: String] = [:]
    /// Resolves a method name to the code that runs it; set by the host when it binds actions.
    var dispatcher: ((_ method: String, _ event: String, _ sender: HeadlessControl) -> Bool)?

    /// Sends the action for `event`, as a touch would. Returns whether a bound method ran.
    @discardableResult
    public func sendActions(for event: String) -> Bool {
        guard let method = actions[event], let dispatcher else { return false }
        return dispatcher(method, event, self)
    }
}

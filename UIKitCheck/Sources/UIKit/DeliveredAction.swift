/// Stub-only, not in the SDK: an action a control sent to a target that responds to it.
public struct DeliveredAction: Sendable, CustomStringConvertible {
    /// The target's dynamic class.
    public let targetClass: String
    /// The target.
    public let target: ObjectIdentifier
    /// The action.
    public let selector: Selector
    /// The sender's dynamic class.
    public let senderClass: String

    /// `-[NMView buttonTapped:] from UIButton`, for failure messages.
    public var description: String {
        "-[\(targetClass) \(selector)] from \(senderClass)"
    }
}

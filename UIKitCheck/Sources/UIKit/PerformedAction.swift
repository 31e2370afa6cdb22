/// Stub-only, not in the SDK: a `UIAction` a control ran, with the control as its sender.
public struct PerformedAction: Sendable, CustomStringConvertible {
    /// The action's identifier.
    public let identifier: String
    /// The control that sent it.
    public let sender: ObjectIdentifier
    /// The sender's dynamic class.
    public let senderClass: String

    /// `UIAction 3F2… from UIButton`, for failure messages.
    public var description: String {
        "UIAction \(identifier) from \(senderClass)"
    }
}

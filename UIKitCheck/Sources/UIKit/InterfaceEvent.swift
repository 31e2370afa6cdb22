/// Stub-only, not in the SDK: one recorded call, such as `label.numberOfLines = 0`.
public struct InterfaceEvent: Sendable, CustomStringConvertible {
    /// The receiver's dynamic class, without its module: `"UILabel"`, or a subclass's name.
    public let receiverClass: String
    /// The receiver; for a call on a part of a view (its layer, a button's title label) the view.
    public let receiver: ObjectIdentifier
    /// The API as the project's property declarations name it: the declaring class and the
    /// member, such as `"UILabel.numberOfLines"`, `"UIButton.setTitle(_:for:)"`,
    /// `"UIView.layer.cornerRadius"`, `"UIButton.titleLabel.font"`, or `"UIButton(type:)"` for an
    /// initializer.
    public let api: String
    /// The value set, or the arguments as a tuple (`(String?, UIControl.State)` for
    /// `setTitle(_:for:)`); `nil` for a call without arguments or a `nil` value.
    public let value: (any Sendable)?

    /// `UILabel UILabel.numberOfLines = 0`, for failure messages.
    public var description: String {
        "\(receiverClass) \(api) = \(value.map { String(describing: $0) } ?? "nil")"
    }
}

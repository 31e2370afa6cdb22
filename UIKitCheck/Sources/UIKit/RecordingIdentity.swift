import Synchronization

/// Who a call on a view, or on a part of it, is recorded against and under which name. A button's
/// title label records as `"UIButton.titleLabel.font"` on the button, a view's layer as
/// `"UIView.layer.cornerRadius"` on the view. Shared between a view and its layer, which is not
/// isolated to the main actor, so it is kept under a lock.
final class RecordingIdentity: Sendable {
    private let state = Mutex<Owner?>(nil)

    /// Whom calls are recorded against; `prefix` replaces the declaring class in the API name.
    private struct Owner {
        var receiver: ObjectIdentifier
        var receiverClass: String
        var prefix: String?
    }

    /// Records calls against `object` itself.
    func bind(to object: AnyObject) {
        let owner = Owner(receiver: ObjectIdentifier(object), receiverClass: InterfaceRecorder.className(of: object))
        state.withLock { $0 = owner }
    }

    /// Records calls against `owner` instead, under `path`: a button's title label is
    /// `"UIButton.titleLabel"`.
    func adopt(by owner: AnyObject, path: String) {
        let owner = Owner(
            receiver: ObjectIdentifier(owner), receiverClass: InterfaceRecorder.className(of: owner), prefix: path)
        state.withLock { $0 = owner }
    }

    /// Records a call of `member` (`"numberOfLines"`, `"setTitle(_:for:)"`) declared by `type`.
    func record(_ member: String, in type: String, value: (any Sendable)?) {
        guard let owner = state.withLock({ $0 }) else { return }
        let api = "\(owner.prefix ?? type).\(member)"
        InterfaceRecorder.record(api, receiver: owner.receiver, receiverClass: owner.receiverClass, value: value)
    }
}

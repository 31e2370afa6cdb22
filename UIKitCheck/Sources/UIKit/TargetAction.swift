/// One registration of `addTarget(_:action:for:)`. The control does not keep its target alive,
/// as in UIKit; a target that is not an object (a Swift value) is kept by its description, and
/// sending to it is an unrecognized selector, as the boxed value would be on a device.
struct TargetAction {
    enum Target {
        /// `nil`: the action goes up the responder chain from the control.
        case firstResponder
        case object(WeakReference)
        case value(String)
    }

    /// A weak reference, so a control does not keep its targets alive.
    final class WeakReference {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }

    var target: Target
    var action: Selector
    var events: UIControl.Event
    /// Its place among the control's registrations, targets and actions together.
    var order: Int

    /// The registration of `target`, kept as UIKit keeps it.
    init(target: Any?, action: Selector, events: UIControl.Event, order: Int) {
        if let target {
            if type(of: target) is AnyClass {
                self.target = .object(WeakReference(target as AnyObject))
            } else {
                self.target = .value(String(describing: target))
            }
        } else {
            self.target = .firstResponder
        }
        self.action = action
        self.events = events
        self.order = order
    }

    /// Whether this registration is for `target` (compared by identity; `nil` for the responder
    /// chain).
    func isFor(_ target: Any?) -> Bool {
        switch (self.target, target) {
        case (.firstResponder, nil):
            return true
        case let (.object(reference), target?):
            return type(of: target) is AnyClass && reference.object === (target as AnyObject)
        default:
            return false
        }
    }
}

/// An object that can handle actions: the base of every view. Linux's NSObject has no
/// Objective-C runtime, so the runtime's two questions are declared here, overridable:
/// ``responds(to:)`` (whether the object implements a selector) and, stub-only,
/// ``_interfaceCheckPerform(_:sender:)`` (run the method a selector names). A test subclass
/// overrides both for the actions it implements; anything else sent to it is recorded as an
/// unrecognized selector, which is a crash on a device.
// SDK: UIKit/UIResponder.h — @interface UIResponder : NSObject <UIResponderStandardEditActions>
// (Swift: @MainActor open class UIResponder : NSObject, UIResponderStandardEditActions)
@MainActor
open class UIResponder: NSObject {
    /// A responder.
    // SDK: objc/NSObject.h — - (instancetype)init; (UIResponder inherits it)
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's is its view controller or its superview.
    // SDK: UIKit/UIResponder.h — @property(nonatomic, readonly, nullable) UIResponder *nextResponder; (Swift: open var next: UIResponder? { get })
    open var next: UIResponder? { nil }

    /// Whether the object implements the method `aSelector` names; none by default. Override it
    /// for each action the subclass handles in ``_interfaceCheckPerform(_:sender:)``.
    // SDK: objc/NSObject.h — @protocol NSObject - (BOOL)respondsToSelector:(SEL)aSelector;
    // (Swift: func responds(to aSelector: Selector!) -> Bool; on a device answered by the runtime)
    open func responds(to aSelector: Selector!) -> Bool {
        false
    }

    /// Whether the responder handles the action; by default whether it ``responds(to:)``.
    // SDK: UIKit/UIResponder.h — - (BOOL)canPerformAction:(SEL)action withSender:(nullable id)sender API_AVAILABLE(ios(3.0));
    // (Swift: open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool)
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The first responder from this one along the chain that can perform `action`.
    // SDK: UIKit/UIResponder.h — - (nullable id)targetForAction:(SEL)action withSender:(nullable id)sender API_AVAILABLE(ios(7.0));
    // (Swift: open func target(forAction action: Selector, withSender sender: Any?) -> Any?)
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// Stub-only, not in the SDK: runs the method `selector` names, as the Objective-C runtime
    /// would. A subclass overrides it for the selectors it says it ``responds(to:)`` and calls
    /// `super` for the rest; this base records the selector as unrecognized.
    open func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
        InterfaceRecorder.log.append(
            UnrecognizedSelector(receiverClass: InterfaceRecorder.className(of: self), selector: selector))
    }
}

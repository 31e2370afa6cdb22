#if canImport(UIKit)
import UIKit

/// The identifier of the action a layout binds for `event` on a control: a layout gives each
/// event of a control one method, and a control keeps one action per identifier, so binding
/// again (a reload) replaces the action instead of adding a second one.
func layoutActionIdentifier(for event: UIControl.Event) -> UIAction.Identifier {
    UIAction.Identifier("NMView.layout-action.\(event.rawValue)")
}

/// A class whose layout's actions (a view, a cell or a view controller) `nmview generate swift` wrote as Swift: the generated
/// extension adopts this, and the host binds each action through it with a `UIAction` whose
/// closure calls the method with the control as its typed sender. The compiler has checked that
/// the method exists; no selector is looked up by name at run time, and no `@objc` is needed.
///
/// The host falls back to selectors, action by action, for a method the generated code does not
/// know (`bindLayoutAction(_:for:on:)` returns `false`), such as one added to the layout at run
/// time, or one of more than the sender (`valueChanged:forEvent:`).
@MainActor
public protocol NMViewGeneratedActions: UIResponder {
    /// Binds the layout's action `method` (as the layout writes it: `followTapped` or
    /// `followTapped:`) for `event` on `control` to the method of that name; whether this class's
    /// generated code knows the method.
    func bindLayoutAction(_ method: String, for event: UIControl.Event, on control: UIControl) -> Bool
}

extension NMViewGeneratedActions {
    /// Adds a `UIAction` to `control` for `event` that calls `method` with this view and the
    /// control as a `Sender`; `false`, and nothing added, when the control is not a `Sender`.
    ///
    /// Neither is kept alive by the action: the control owns it, and this view owns the control.
    public func bindAction<Sender: UIView>(
        on control: UIControl, for event: UIControl.Event, sender: Sender.Type,
        _ method: @escaping @MainActor (Self, Sender) -> Void
    ) -> Bool {
        guard let typed = control as? Sender else { return false }
        control.addAction(
            UIAction(identifier: layoutActionIdentifier(for: event)) { [weak self, weak typed] _ in
                guard let self, let typed else { return }
                method(self, typed)
            }, for: event)
        return true
    }
}
#endif

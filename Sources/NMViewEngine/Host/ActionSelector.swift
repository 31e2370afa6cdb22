/// How a method name written in a layout (`touchUpInside: followTapped`) is found on the view
/// class, the way UIKit developers write actions.
///
/// `followTapped` binds `followTapped:` when the target implements that (`@objc func
/// followTapped(_ sender: UIButton)`, the usual form), otherwise `followTapped` (`@objc func
/// followTapped()`). A name that already has colons (`valueChanged:forEvent:`) is taken as it is.
public enum ActionSelector {
    /// The selectors to try for `method`, in order.
    public static func candidates(for method: String) -> [String] {
        method.contains(":") ? [method] : [method + ":", method]
    }
}

#if canImport(UIKit)
import NMViewEngine
import UIKit

/// An object a layout is built for without being the layout's root view, as a nib's File's
/// Owner was: a cell (the layout is its content view) or a view controller (its view). The
/// layout's actions go to it, and its views are its outlets.
@MainActor
public protocol NMLayoutOwner: UIResponder {
    /// The shared host logic of the layout built for this object; `nil` before it is built.
    var layoutHost: LayoutHostCore<UIKitViewSystem>? { get }
}

extension NMLayoutOwner {
    /// The layout in use, `nil` if none was found for this class.
    public var layout: CompiledLayout? { layoutHost?.layout }

    /// The name of the layout applied last (`primary` for the main one).
    public var currentLayoutName: String? {
        layoutHost.flatMap { host in host.layout.map { $0.variants[host.currentVariant].name } }
    }

    /// How many times the layout was built for this object: once, however often it is reused.
    public var layoutBuilds: Int { layoutHost?.builds ?? 0 }

    /// What this object's layout asked for that could not be done: classes not found, actions
    /// without a method. DEBUG builds also show each in a red box over the view it concerns.
    public var problems: [HostProblem] { layoutHost?.system.problems.all ?? [] }

    /// The view with `id`, if it has that type.
    public func outlet<View: UIView>(_ id: String, as type: View.Type = View.self) -> View? {
        layoutHost?.view(withID: id) as? View
    }

    /// The view with `id` as a `View`, never `nil`: what the typed outlets `nmview generate swift`
    /// writes call. A stand-in from `standIn` where the layout lacks the view, reported in a red
    /// box as for `NMView`; a fresh one each time if no layout was built at all.
    public func outlet<View: UIView>(_ id: String, as type: View.Type, standIn: () -> View) -> View {
        guard let layoutHost else { return standIn() }
        return layoutHost.outlet(id, as: type, standIn: standIn)
    }
}
#endif

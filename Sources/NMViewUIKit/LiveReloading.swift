#if canImport(UIKit)
import NMViewEngine
import UIKit

/// What live reload installs layouts on: an `NMView`, or the layout of a cell or a view
/// controller (``LayoutContent``).
@MainActor
protocol LiveReloading: AnyObject {
    /// Installs a reloaded layout in place, keeping the views whose ids both layouts have.
    func installReloaded(_ layout: CompiledLayout)
    /// The view a box of live reload's problems covers; nil once it is freed.
    var reloadedView: UIView? { get }
}

extension NMView: LiveReloading {
    func installReloaded(_ layout: CompiledLayout) { install(layout) }
    var reloadedView: UIView? { self }
}
#endif

#if canImport(UIKit)
import NMViewEngine
import UIKit

/// The views handed out for outlets the layout in use lacks, by id, kept so that each id gets
/// one stand-in until the next layout is installed.
@MainActor
final class StandInViews {
    var byID: [String: UIView] = [:]
}

extension LayoutHostCore where System == UIKitViewSystem {
    /// The view with `id` as a `View`, never `nil`: what the accessors that `nmview generate swift`
    /// writes call, for an `NMView`, a cell or a view controller. When the layout in use lacks
    /// the view (a reload, an older bundled file) or made it of another class, `standIn` makes a
    /// view handed out for `id` from then on, off screen, and the problem is reported on the
    /// layout's host view: a red box in DEBUG builds, the log in release builds. Never a crash.
    @MainActor
    func outlet<View: UIView>(_ id: String, as type: View.Type, standIn: () -> View) -> View {
        let found = view(withID: id)
        if let view = found as? View { return view }
        if let made = system.standIns.byID[id] as? View { return made }
        let made = standIn()
        system.standIns.byID[id] = made
        let foundClass = found.map { String(describing: Swift.type(of: $0)) }
        let problem = HostProblem.outletNotFound(
            id: id, className: String(describing: View.self), foundClass: foundClass, layout: system.hostLayoutName)
        system.problems.report(problem, on: system.hostView)
        return made
    }
}
#endif

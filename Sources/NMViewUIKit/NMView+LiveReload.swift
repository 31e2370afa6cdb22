#if canImport(UIKit)
import NMViewEngine
import UIKit

extension NMView {
    /// Installs every layout `source` delivers on each live `NMView` of the class it names, on
    /// the main actor, keeping the views whose ids both layouts have (so outlets and typed text
    /// survive) and a layout chosen by hand while the new one has it. A broken save changes
    /// nothing: DEBUG builds show its findings in a red box over each view of the class until
    /// the next good save. When the app comes back to the foreground the source connects again
    /// at once. One source at a time; enabling another stops the one before.
    ///
    /// In a DEBUG build, with `NMViewLiveReload` linked:
    ///
    /// ```swift
    /// NMView.enableLiveReload(LiveReloadClient())   // the simulator: nmview watch --serve on the Mac
    /// ```
    public static func enableLiveReload(_ source: any LiveLayoutSource) {
        LiveReload.enable(source)
    }

    /// Stops the source ``enableLiveReload(_:)`` was given, leaving every view as it is.
    public static func disableLiveReload() {
        LiveReload.disable()
    }
}

/// The live hosts by class and the source reloading them. Main-actor state: views register
/// from their initialisers, and the source's deliveries hop here before touching them.
@MainActor
enum LiveReload {
    /// What the box of live reload's problems is found by.
    static let problemsIdentifier = "NMView.liveReload"

    /// Held as objects, as the registry's weak references need a class type; each is a
    /// ``LiveReloading``.
    private static var views = LiveViewRegistry<AnyObject>()
    private static var source: (any LiveLayoutSource)?
    /// Renews the source's connection when the app comes back from the background, whose
    /// sockets the system may have closed, instead of waiting out a backoff or a stall timeout.
    private static var foregroundObserver: (any NSObjectProtocol)?

    /// Keeps `view` for live reload; a source already running follows its class.
    static func register(_ view: any LiveReloading, viewClass: String) {
        views.register(view, viewClass: viewClass)
        source?.follow(viewClass)
    }

    static func enable(_ newSource: any LiveLayoutSource) {
        disable()
        source = newSource
        for viewClass in views.viewClasses() { newSource.follow(viewClass) }
        newSource.start(
            onLayout: { viewClass, layout in Task { @MainActor in install(layout, viewClass: viewClass) } },
            onProblems: { viewClass, problems in Task { @MainActor in show(problems, viewClass: viewClass) } })
        foregroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
        ) { _ in newSource.reconnect() }
    }

    static func disable() {
        if let foregroundObserver { NotificationCenter.default.removeObserver(foregroundObserver) }
        foregroundObserver = nil
        source?.stop()
        source = nil
    }

    /// Installs `layout` on every live host of `viewClass`, clearing any problem box; cells and
    /// controllers made from now on build from it too, as the per-class cache takes it.
    static func install(_ layout: CompiledLayout, viewClass: String) {
        ReusableLayouts.cache.replace(layout, for: viewClass)
        for host in hosts(of: viewClass) {
            if let view = host.reloadedView { removeBox(from: view) }
            host.installReloaded(layout)
        }
    }

    /// Shows `problems` in a box over every live view of `viewClass` (DEBUG builds; release
    /// builds log them once), or removes the boxes when there are none.
    static func show(_ problems: [ReloadDiagnostic], viewClass: String) {
        let message = problems.map(\.description).joined(separator: "\n")
        #if !DEBUG
        if !problems.isEmpty { print("NMView live reload: \(message)") }
        #endif
        for host in hosts(of: viewClass) {
            guard let view = host.reloadedView else { continue }
            removeBox(from: view)
            #if DEBUG
            if !problems.isEmpty { view.addSubview(ProblemBox(message: message, covering: view.bounds, identifier: problemsIdentifier)) }
            #endif
        }
    }

    private static func hosts(of viewClass: String) -> [any LiveReloading] {
        views.views(of: viewClass).compactMap { $0 as? any LiveReloading }
    }

    private static func removeBox(from view: UIView) {
        for box in view.subviews where box.accessibilityIdentifier == problemsIdentifier { box.removeFromSuperview() }
    }
}
#endif

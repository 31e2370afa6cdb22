import NMViewModel

/// The headless NMView: a view that builds itself from a compiled layout and switches layouts as
/// its bounds change, the same API the UIKit adapter offers.
///
/// The layout's root describes this view itself: its properties are applied to the host and its
/// subviews are built onto the host, never into a second instance inside it (the classic
/// nib-in-a-view mistake that leaves outlets and delegates on the wrong object).
public final class LayoutHost: HeadlessView {
    /// What a layout change reports.
    public struct LayoutChange: Sendable, Equatable {
        /// The layout's name (`primary` for the main one).
        public var name: String
        /// Its design aspect ratio, width over height.
        public var aspectRatio: Double

        /// A change to the layout `name` of `aspectRatio`.
        public init(name: String, aspectRatio: Double) {
            self.name = name
            self.aspectRatio = aspectRatio
        }
    }

    /// The layout in use.
    public private(set) var layout: CompiledLayout
    /// The views built from it, in the layout's view order.
    public private(set) var views: [HeadlessView] = [] {
        didSet { placed = views.map { Unmanaged.passUnretained($0) } }
    }
    /// The same views, unretained, for switches: `views` keeps them alive, and a retain and
    /// release around every view placed was most of a switch.
    private var placed: [Unmanaged<HeadlessView>] = []
    /// Whether a change of bounds picks the closest layout by itself (the original's property).
    public var automaticLayoutChangeEnabled = true
    /// The layout applied last, as an index into `layout.variants`.
    public private(set) var currentVariant = 0
    /// Called when the applied layout changes to another one.
    public var layoutDidChange: ((LayoutChange) -> Void)?
    /// Methods by name, for the controls' actions.
    public var actionHandlers: [String: (HeadlessControl) -> Void] = [:]
    /// How many views the last update moved: only those whose frame changed.
    public private(set) var lastUpdateCount = 0
    private var appliedFrames: [Rect] = []
    /// The layout and bounds `appliedFrames` were computed for.
    private var applied: (variant: Int, bounds: Size)?
    /// Each layout's frames at the bounds they were last computed for: switching back and forth
    /// at one size (rotation) then only moves what differs.
    private var frameCache: [Int: (bounds: Size, frames: [Rect])] = [:]
    /// For a switch between two cached layouts at one size, the views whose frames differ, so
    /// that a switch visits only those: the diff of the two frame tables, made once.
    private var transitions: [Transition: [Int32]] = [:]

    private struct Transition: Hashable {
        var from: Int
        var to: Int
        var bounds: Size
    }

    /// A host of `layout` with `frame` (from the containing layout, as `initWithFrame:` kept it).
    public init(layout: CompiledLayout, frame: Rect) {
        self.layout = layout
        super.init(className: layout.viewClass)
        build()
        apply(frame: frame)
        layoutSubviews()
    }

    /// Lays out after a size change: with automatic changes, the closest layout; otherwise the
    /// current one adapted to the new size.
    public override func layoutSubviews() {
        guard !views.isEmpty || layout.nodes.isEmpty else { return }
        if automaticLayoutChangeEnabled {
            changeLayoutIfNecessary()
        } else {
            update(variant: currentVariant)
        }
    }

    /// Applies the layout closest to the current bounds, telling `layoutDidChange` if it changed.
    public func changeLayoutIfNecessary() {
        update(variant: layout.variantIndex(for: bounds.size))
    }

    /// Applies layout `variant` (index into `layout.variants`) at the current bounds.
    public func applyLayout(_ variant: Int) {
        update(variant: variant)
    }

    /// The view with `id`, if it has that type.
    public func outlet<View: HeadlessView>(_ id: String, as type: View.Type = View.self) -> View? {
        guard let index = layout.indexByID[id] else { return nil }
        return views[index] as? View
    }

    /// Replaces the layout (after a live reload) and rebuilds the views, keeping the handlers.
    public func reload(_ newLayout: CompiledLayout) {
        views.forEach { $0.removeFromSuperview() }
        layout = newLayout
        build()
        layoutSubviews()
    }

    private func build() {
        ViewFactory.configure(self, with: layout.document.root)
        views = layout.nodes.map(ViewFactory.make)
        for (index, view) in views.enumerated() {
            let parent = Int(layout.parents[index])
            (parent < 0 ? self : views[parent]).addSubview(view)
            if let control = view as? HeadlessControl {
                control.dispatcher = { [weak self] method, sender in
                    guard let handler = self?.actionHandlers[method] else { return false }
                    handler(sender)
                    return true
                }
            }
        }
        appliedFrames = []
        applied = nil
        frameCache = [:]
        transitions = [:]
    }

    private func update(variant: Int) {
        let size = bounds.size
        let frames: [Rect]
        if let cached = frameCache[variant], cached.bounds == size {
            frames = cached.frames
        } else {
            frames = layout.frames(variant: variant, bounds: size)
            frameCache[variant] = (size, frames)
            transitions = transitions.filter { $0.key.from != variant && $0.key.to != variant }
        }
        var moved = 0
        // Held for the switch, so that the views stay alive (and the unretained list valid) even
        // if a view's own layout code reloads this host in the middle of it.
        let (placed, retained) = (self.placed, views)
        defer { withExtendedLifetime(retained) {} }
        placed.withUnsafeBufferPointer { views in
            func place(_ index: Int) {
                views[index]._withUnsafeGuaranteedRef { $0.apply(frame: frames[index]) }
            }
            if let applied, applied.bounds == size, appliedFrames.count == frames.count {
                let changed = changedViews(from: applied.variant, to: variant, at: size, frames: frames)
                for index in changed { place(Int(index)) }
                moved = changed.count
            } else if appliedFrames.count == frames.count {
                for index in frames.indices where appliedFrames[index] != frames[index] {
                    place(index)
                    moved += 1
                }
            } else {
                for index in frames.indices { place(index) }
                moved = frames.count
            }
        }
        lastUpdateCount = moved
        appliedFrames = frames
        applied = (variant, size)
        if variant != currentVariant {
            currentVariant = variant
            let chosen = layout.variants[variant]
            layoutDidChange?(LayoutChange(name: chosen.name, aspectRatio: chosen.size.aspectRatio))
        }
    }

    /// The views whose frames differ between what is applied and `frames`, layout `to` at `size`.
    private func changedViews(from: Int, to: Int, at size: Size, frames: [Rect]) -> [Int32] {
        let key = Transition(from: from, to: to, bounds: size)
        if let known = transitions[key] { return known }
        var changed: [Int32] = []
        for index in frames.indices where appliedFrames[index] != frames[index] { changed.append(Int32(index)) }
        transitions[key] = changed
        return changed
    }
}

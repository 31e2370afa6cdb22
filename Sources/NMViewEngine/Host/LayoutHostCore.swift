import NMViewModel

/// The host logic of an NMView, written once for every view system: building a layout's views
/// onto the host, choosing the layout for the host's bounds, applying only the frames that
/// change, telling the host when the layout changes, reloading, and the grids' content sizes.
///
/// The headless ``LayoutHost`` and the UIKit `NMView` each own one and call it from their
/// `layoutSubviews`; they only make views and move them (``LayoutViewSystem``). The host view is
/// passed to each call rather than kept, so that the host owning its core makes no cycle.
public final class LayoutHostCore<System: LayoutViewSystem> {
    /// The view system the views are made in.
    public let system: System
    /// The layout in use, `nil` until one is installed.
    public private(set) var layout: CompiledLayout?
    /// The views built from it, in the layout's view order; `nil` where a nested view builds
    /// that part of the tree itself.
    public private(set) var views: [System.View?] = [] {
        didSet { placed = views.map { $0.map(Unmanaged.passUnretained) } }
    }
    /// Whether a layout pass picks the layout closest to the bounds by itself (the original's
    /// property; on by default here, where the original had it off).
    public var automaticLayoutChangeEnabled = true
    /// The layout applied last, as an index into `layout.variants`.
    public private(set) var currentVariant = 0
    /// Called when the applied layout changes to another one, never for the same one again.
    public var layoutDidChange: ((LayoutChange) -> Void)?
    /// How many views the last pass moved: only those whose frame changed.
    public private(set) var lastUpdateCount = 0
    /// How many times a layout was built onto the host: once for a reused cell however often it
    /// is dequeued, once more for each reload.
    public private(set) var builds = 0
    /// The layout's templates, flattened once per layout on first use.
    private var templates: TemplateFactory?

    /// The same views, unretained, for switches: `views` keeps them alive, and a retain and
    /// release around every view placed was most of a switch.
    private var placed: [Unmanaged<System.View>?] = []
    private var appliedFrames: [Rect] = []
    /// What `appliedFrames` were computed for.
    private var applied: Applied?
    /// Each layout's table at the bounds and hidden grid members it was last computed for:
    /// switching back and forth at one size (rotation) then only moves what differs.
    private var tableCache: [Int: (key: Applied, table: FrameTable)] = [:]
    /// For a switch between two cached layouts at one size, the views whose frames differ, so
    /// that a switch visits only those: the diff of the two frame tables, made once.
    private var transitions: [Transition: [Int32]] = [:]

    private struct Applied: Equatable {
        var variant: Int
        var bounds: Size
        var safeArea: EdgeInsets
        var direction: LayoutDirection
        /// Whether each grid member is hidden, in `CompiledLayout.gridChildren` order.
        var hiddenGridMembers: [Bool]
    }

    private struct Transition: Hashable {
        var from: Int
        var to: Int
        var bounds: Size
        var safeArea: EdgeInsets
        var direction: LayoutDirection
    }

    /// A core making views with `system`.
    public init(system: System) {
        self.system = system
    }

    /// Builds `layout`'s views onto `host`, replacing any built before, and lays them out at
    /// the host's bounds at once, so every outlet has its frame as soon as it exists.
    ///
    /// `keepingIdentity` keeps the host's tag (its frame and mask are always its own): for a
    /// reload, and for a host that a storyboard or another layout made. A layout chosen by hand
    /// stays chosen across a reload while the new layout still has it, by name. Views with the
    /// same id in both layouts are kept and updated in place where the system can.
    public func install(_ layout: CompiledLayout, on host: System.View, keepingIdentity: Bool) {
        let chosenName = automaticLayoutChangeEnabled ? nil : self.layout?.variants[currentVariant].name
        // A reused view may have been kept left to right by the layout before.
        let wasMirrored = self.layout?.document.layoutDirection == .mirrored
        var reusable = ViewTreeBuilder.Reusable<System.View>(layout: self.layout)
        if let old = self.layout {
            reusable.views.reserveCapacity(views.count)
            for (index, view) in views.enumerated() {
                if let view, let id = old.ids[index], reusable.views[id] == nil { reusable.views[id] = (view, index) }
            }
        }
        system.configureHost(host, with: layout.document.root, keepingIdentity: keepingIdentity)
        self.layout = layout
        let previous = views
        let made = ViewTreeBuilder.make(layout, with: system, reusing: reusable)
        builds += 1
        SubviewArranger.arrange(made, of: layout, on: host, replacing: previous, with: system)
        let mirrored = layout.document.layoutDirection == .mirrored
        if mirrored || wasMirrored {
            for (index, view) in made.enumerated() {
                if let view { system.keepContentLeftToRight(view, mirrored && layout.keepsLeftToRight[index]) }
            }
        }
        views = made
        appliedFrames = []
        applied = nil
        tableCache = [:]
        transitions = [:]
        templates = nil
        // The new layout may have fewer alternatives than the one the index was chosen from.
        currentVariant = chosenName.flatMap(layout.variantIndex(named:)) ?? min(currentVariant, layout.variants.count - 1)
        layoutSubviews(of: host)
    }

    /// A layout pass: with automatic changes, the layout closest to the host's bounds; otherwise
    /// the current one adapted to them.
    public func layoutSubviews(of host: System.View) {
        if automaticLayoutChangeEnabled {
            changeLayoutIfNecessary(of: host)
        } else {
            update(variant: currentVariant, host: host)
        }
    }

    /// Applies the layout closest to the host's bounds, telling `layoutDidChange` if it changed.
    public func changeLayoutIfNecessary(of host: System.View) {
        guard let layout else { return }
        update(variant: layout.variantIndex(for: system.boundsSize(of: host)), host: host)
    }

    /// Applies layout `variant` (an index into `layout.variants`) at the host's bounds and safe area.
    public func applyLayout(_ variant: Int, to host: System.View) {
        guard let layout, layout.variants.indices.contains(variant) else { return }
        update(variant: variant, host: host)
    }

    /// Applies the layout called `name` and keeps it: automatic changes are turned off, since
    /// the next layout pass would otherwise put the closest layout back. Whether it exists.
    @discardableResult
    public func applyLayout(named name: String, to host: System.View) -> Bool {
        guard let variant = layout?.variantIndex(named: name) else { return false }
        automaticLayoutChangeEnabled = false
        update(variant: variant, host: host)
        return true
    }

    /// A new view made from the layout's template `name`, with its subviews at their design
    /// frames (the original's view templates); `nil` if there is no such template.
    public func makeView(fromTemplate name: String) -> System.View? {
        guard let layout else { return nil }
        let factory = templates ?? TemplateFactory(layout.document)
        templates = factory
        return factory.instantiate(name, with: system)
    }

    /// The view with `id`, if this layout built it.
    public func view(withID id: String) -> System.View? {
        guard let index = layout?.indexByID[id], views.indices.contains(index) else { return nil }
        return views[index]
    }

    private func update(variant: Int, host: System.View) {
        guard let layout else { return }
        let size = system.boundsSize(of: host)
        // Read only for a layout that declares a safe area, so that any other keeps what it had.
        let insets = layout.variants[variant].safeArea == nil ? EdgeInsets.zero : system.safeAreaInsets(of: host)
        // Likewise read only for a layout that is mirrored: a fixed one is the same in every language.
        let direction = layout.document.layoutDirection == .mirrored ? system.layoutDirection(of: host) : .leftToRight
        let key = Applied(
            variant: variant, bounds: size, safeArea: insets, direction: direction,
            hiddenGridMembers: hiddenGridMembers(of: layout))
        let table: FrameTable
        if let cached = tableCache[variant], cached.key == key {
            table = cached.table
        } else {
            table = layout.frameTable(variant: variant, bounds: size, safeArea: insets, direction: direction) {
                [system, views] index in views[index].map(system.isHidden) ?? false
            }
            tableCache[variant] = (key, table)
            transitions = transitions.filter { $0.key.from != variant && $0.key.to != variant }
        }
        let frames = table.frames
        var moved = 0
        // Held for the pass, so that the views stay alive (and the unretained list valid) even
        // if a view's own layout code reloads this host in the middle of it.
        let (placed, retained) = (self.placed, views)
        defer { withExtendedLifetime(retained) {} }
        placed.withUnsafeBufferPointer { views in
            func place(_ index: Int) {
                guard let view = views[index] else { return }
                view._withUnsafeGuaranteedRef { system.place($0, at: frames[index]) }
            }
            if let applied, applied.bounds == size, applied.safeArea == insets, applied.direction == direction,
                applied.hiddenGridMembers == key.hiddenGridMembers, appliedFrames.count == frames.count
            {
                let changed = changedViews(
                    from: applied.variant, to: variant, at: size, safeArea: insets, direction: direction, frames: frames)
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
        for content in table.contentSizes {
            if content.container < 0 {
                system.setContentSize(content.size, of: host)
            } else if let view = views[content.container] {
                system.setContentSize(content.size, of: view)
            }
        }
        lastUpdateCount = moved
        appliedFrames = frames
        applied = key
        if variant != currentVariant {
            currentVariant = variant
            let chosen = layout.variants[variant]
            layoutDidChange?(LayoutChange(name: chosen.name, aspectRatio: chosen.size.aspectRatio))
        }
    }

    /// Whether each view a grid places is hidden now, read from the live views.
    private func hiddenGridMembers(of layout: CompiledLayout) -> [Bool] {
        layout.gridChildren.map { index in views[index].map(system.isHidden) ?? false }
    }

    /// The views whose frames differ between what is applied and `frames`, layout `to` at `size`.
    private func changedViews(
        from: Int, to: Int, at size: Size, safeArea: EdgeInsets, direction: LayoutDirection, frames: [Rect]
    ) -> [Int32] {
        let key = Transition(from: from, to: to, bounds: size, safeArea: safeArea, direction: direction)
        if let known = transitions[key] { return known }
        var changed: [Int32] = []
        for index in frames.indices where appliedFrames[index] != frames[index] { changed.append(Int32(index)) }
        transitions[key] = changed
        return changed
    }
}

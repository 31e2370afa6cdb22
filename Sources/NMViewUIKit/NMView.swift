#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A UIView subclass that loads its own layout by class name and switches alternative layouts
/// by aspect ratio, taking only frames from them: the original NMView on the shared engine.
///
/// The layout's root describes this view itself: its properties are applied to `self` and its
/// subviews are added to `self`. `init(frame:)` keeps the frame given; `init(coder:)` keeps the
/// frame, tag and autoresizing mask of the containing layout, as the original did.
///
/// This file is compiled only where UIKit exists; the engine it drives is tested on Linux through
/// ``LayoutHost``, which has the same behaviour.
open class NMView: UIView {
    /// Where layouts are loaded from; by default the compiled files in the main bundle.
    nonisolated(unsafe) public static var library: any LayoutLibrary =
        CompiledLayoutDirectory(directory: Bundle.main.resourceURL ?? Bundle.main.bundleURL)

    /// The layout in use, `nil` if none was found for this class.
    public private(set) var layout: CompiledLayout?
    /// Whether a change of bounds picks the closest layout by itself.
    public var automaticLayoutChangeEnabled = true
    /// The layout applied last, as an index into `layout.variants`.
    public private(set) var currentVariant = 0
    /// The subviews built from the layout, in its view order.
    private var views: [UIView] = []
    private var appliedFrames: [Rect] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        loadLayout()
        self.frame = frame
        setNeedsLayout()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let frame = self.frame
        let tag = self.tag
        let mask = autoresizingMask
        loadLayout()
        autoresizingMask = mask
        self.frame = frame
        self.tag = tag
        setNeedsLayout()
    }

    /// Loads this class's layout and builds its subviews onto `self`.
    open func loadLayout() {
        let name = String(describing: type(of: self))
        guard let loaded = try? Self.library.layout(for: name) else { return }
        install(loaded)
    }

    /// Replaces the layout (a live reload from `nmview watch --out`) and rebuilds the subviews.
    public func install(_ newLayout: CompiledLayout) {
        views.forEach { $0.removeFromSuperview() }
        layout = newLayout
        UIKitViewFactory.configure(self, with: newLayout.document.root)
        views = newLayout.nodes.map { UIKitViewFactory.make($0, target: self) }
        for (index, view) in views.enumerated() {
            let parent = Int(newLayout.parents[index])
            (parent < 0 ? self : views[parent]).addSubview(view)
        }
        appliedFrames = []
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if automaticLayoutChangeEnabled {
            changeLayoutIfNecessary()
        } else {
            apply(variant: currentVariant)
        }
    }

    /// Applies the layout closest to the current bounds.
    public func changeLayoutIfNecessary() {
        guard let layout else { return }
        apply(variant: layout.variantIndex(for: Size(width: Double(bounds.width), height: Double(bounds.height))))
    }

    /// Called after the layout changed to another one.
    open func layoutDidChange(to name: String, aspectRatio: CGFloat) {}

    /// The subview with `id`, if it has that type.
    public func outlet<View: UIView>(_ id: String, as type: View.Type = View.self) -> View? {
        guard let index = layout?.indexByID[id] else { return nil }
        return views[index] as? View
    }

    private func apply(variant: Int) {
        guard let layout else { return }
        let frames = layout.frames(variant: variant, bounds: Size(width: Double(bounds.width), height: Double(bounds.height)))
        let changes = appliedFrames.count == frames.count
            ? FrameDiff.diff(from: appliedFrames, to: frames)
            : frames.indices.map { FrameChange(index: $0, from: frames[$0], to: frames[$0]) }
        for change in changes {
            // Centre and bounds, not frame, so a view with a transform keeps it.
            let view = views[change.index]
            view.center = CGPoint(x: change.to.center.x, y: change.to.center.y)
            view.bounds.size = CGSize(width: change.to.width, height: change.to.height)
        }
        appliedFrames = frames
        if variant != currentVariant {
            currentVariant = variant
            let chosen = layout.variants[variant]
            layoutDidChange(to: chosen.name, aspectRatio: CGFloat(chosen.size.aspectRatio))
        }
    }
}
#endif

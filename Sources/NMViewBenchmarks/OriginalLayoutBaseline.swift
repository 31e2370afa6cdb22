import NMViewEngine
import NMViewModel

/// The engine section's baseline: switching layouts the way the original NMView did it
/// (`NMViewLayout.m`), rebuilt on the headless views so that it can be timed against ours.
///
/// The original kept, per layout, a dictionary from each view's identity to its frame in that
/// layout, filled once by walking the primary view tree and the alternative's tree in parallel.
/// Applying a layout walked the tree from the root, looked every view up in the dictionary, set
/// its frame, and descended into a view's subviews only if it was the root or its class name was
/// exactly `UIView` or `UIScrollView` (`shouldUseSubviewsForView:`): a label, a button or a
/// custom class was treated as a leaf, whatever it contained.
///
/// Kinder than the original in two ways, so the comparison does not flatter ours: the
/// dictionary maps `ObjectIdentifier` straight to a `Rect` (the original boxed the pointer in an
/// `NSNumber` and the frame in an object, and paid a message send per lookup), and a view missing
/// from the dictionary is left alone (the original messaged `nil` and set a zero frame). The
/// original's other two reasons to stop descending, a marker tag and a marker class, have no
/// counterpart in the generated layouts and are left out.
final class OriginalLayoutBaseline {
    /// The root of the view tree this baseline moves (the original's `baseView`).
    let root: HeadlessView
    /// Per layout, each reached view's frame in it, by identity.
    private let configurations: [[ObjectIdentifier: Rect]]

    /// A baseline for the views under `root`, which were built from `layout`: for every layout of
    /// `layout`, a dictionary filled by walking the view tree and the layout's frames at `bounds`
    /// (the frames ours applies at the same size) in parallel.
    init(root: HeadlessView, layout: CompiledLayout, bounds: Size) {
        self.root = root
        configurations = layout.variants.indices.map { variant in
            var configuration: [ObjectIdentifier: Rect] = [:]
            let frames = layout.frames(variant: variant, bounds: bounds)
            Self.collect(
                root.subviews, indices: layout.children(of: -1), layout: layout, frames: frames,
                into: &configuration)
            return configuration
        }
    }

    /// The original's `addLayoutForView:alternativeView:`: the views and their layout entries side
    /// by side, by position, descending where ``shouldDescend(into:)`` allows.
    private static func collect(
        _ views: [HeadlessView], indices: [Int], layout: CompiledLayout, frames: [Rect],
        into configuration: inout [ObjectIdentifier: Rect]
    ) {
        for (view, index) in zip(views, indices) {
            configuration[ObjectIdentifier(view)] = frames[index]
            if shouldDescend(into: view) {
                collect(
                    view.subviews, indices: layout.children(of: index), layout: layout, frames: frames,
                    into: &configuration)
            }
        }
    }

    /// The original's `shouldUseSubviewsForView:` for a view below the root: by class name only,
    /// compared as strings as the original compared `NSStringFromClass`.
    static func shouldDescend(into view: HeadlessView) -> Bool {
        view.className == "UIView" || view.className == "UIScrollView"
    }

    /// The number of views each layout reaches (and so moves on every switch).
    var reachedViews: Int { configurations.first?.count ?? 0 }

    /// Whether the walk reaches `view`, so its frame is the baseline's to set.
    func reaches(_ view: HeadlessView) -> Bool {
        configurations.first?[ObjectIdentifier(view)] != nil
    }

    /// The original's `applyToView:` from the root: applies layout `variant` and returns how many
    /// frames it set.
    @discardableResult
    func apply(_ variant: Int) -> Int {
        let configuration = configurations[variant]
        var moved = 0
        // The root is the base view: its own frame is its container's business, its subviews
        // are always walked.
        for subview in root.subviews {
            moved += Self.apply(configuration, to: subview)
        }
        return moved
    }

    private static func apply(_ configuration: [ObjectIdentifier: Rect], to view: HeadlessView) -> Int {
        var moved = 0
        if let frame = configuration[ObjectIdentifier(view)] {
            view.apply(frame: frame)
            moved = 1
        }
        if shouldDescend(into: view) {
            for subview in view.subviews {
                moved += apply(configuration, to: subview)
            }
        }
        return moved
    }
}

import NMViewEngine
import NMViewModel

/// What lies behind the texts of one layout: for a text view, each view from it up to the root
/// with the earlier siblings painted behind the text there, found by their frames in that layout.
///
/// A view counts as behind a text when it is painted before it (an earlier sibling of the text
/// view or of a superview, or a subview of one) and its frame, in root coordinates, contains the
/// text view's whole frame; views that cover only part of it are left out. Siblings are looked up
/// nearest first and the search stops at the first opaque one, which hides the rest.
struct BackdropFinder {
    /// One view's part in what lies behind a text: its own background (unless a nearer opaque
    /// subview hides it) and its subviews behind the text, back to front.
    struct Layer: Sendable, Hashable {
        /// The view; -1 for the root.
        let view: Int
        /// Whether its own background shows.
        let showsOwn: Bool
        /// Its subviews behind the text (for a view on the text's chain, those before the chain), back to front.
        let subviews: [Layer]
    }

    let scene: ContrastScene
    /// Every view's frame in root coordinates in this layout; nil where a number is not finite.
    private let frames: [Rect?]
    /// The root's bounds.
    private let bounds: Rect
    /// Each view's subviews that may paint behind a text, indexed once asked for.
    private var indexes: [ContainmentIndex] = []
    /// Where in ``indexes`` each view's index is, at the view's index + 1 (the root's first); -1
    /// until it is made. Looked up by position: a dictionary of indexes hashed the view at every
    /// step of every text's chain.
    private var indexSlots: [Int32]

    /// The finder of layout `variant` of `scene`, at its design size unless `size` and `safeArea`
    /// say otherwise (the preview's canvas); `frames`, when given, are the layout's frames there,
    /// worked out already.
    init(_ scene: ContrastScene, variant: Int, size: Size? = nil, safeArea: EdgeInsets? = nil, frames given: [Rect]? = nil) {
        self.scene = scene
        let compiled = scene.compiled
        let size = size ?? compiled.variants[variant].size
        bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let local = given ?? compiled.frames(variant: variant, bounds: size, safeArea: safeArea)
        var frames = [Rect?](repeating: nil, count: local.count)
        for index in local.indices {
            let parent = Int(compiled.parents[index])
            let origin = parent < 0 ? bounds : frames[parent]
            guard let origin else { continue }
            frames[index] = Self.normalized(local[index], offsetBy: origin)
        }
        self.frames = frames
        indexSlots = [Int32](repeating: -1, count: local.count + 1)
    }

    /// View `index`'s frame in root coordinates, if finite; the root's bounds for -1.
    func frame(_ index: Int) -> Rect? { index < 0 ? bounds : frames[index] }

    /// The layers behind text view `text`, the text view's own first and the root's last; nil
    /// when something of unknown colours (an image) lies behind it.
    mutating func layers(behind text: Int) -> [Layer]? {
        guard let frame = frames[text], frame.width > 0, frame.height > 0 else { return nil }
        if scene.showsUnknownContent(text) { return nil }
        var result = [Layer(view: text, showsOwn: true, subviews: [])]
        var child = text
        while true {
            let parent = Int(scene.compiled.parents[child])
            guard let (subviews, covered) = layers(under: parent, before: child, containing: frame) else { return nil }
            if !covered, scene.showsUnknownContent(parent), self.frame(parent).map({ Self.contains($0, frame) }) == true {
                return nil
            }
            result.append(Layer(view: parent, showsOwn: !covered, subviews: subviews))
            if parent < 0 { return result }
            child = parent
        }
    }

    /// The subviews of `parent` painted before view `limit` (all of them for nil) that contain
    /// `frame`, back to front, and whether the nearest is opaque and hides what is behind it;
    /// nil when one shows content of unknown colours that nothing nearer hides.
    private mutating func layers(under parent: Int, before limit: Int?, containing frame: Rect) -> ([Layer], covered: Bool)? {
        if parent >= 0, !scene.hasPaintingSubviews[parent] { return ([], false) }
        let slot = indexSlot(of: parent)
        let found = indexes[slot].containers(of: frame, before: limit ?? Int.max) { scene.opaque[$0] }
        var layers: [Layer] = []
        for view in found {
            var subviews: [Layer] = [], covered = false
            if scene.hasPaintingSubviews[view] {
                guard let inside = self.layers(under: view, before: nil, containing: frame) else { return nil }
                (subviews, covered) = inside
            }
            if !covered, scene.showsUnknownContent(view) { return nil }
            layers.append(Layer(view: view, showsOwn: !covered, subviews: subviews))
        }
        let covered = found.last.map { scene.opaque[$0] } ?? false
        return (layers.reversed(), covered)
    }

    /// Where in ``indexes`` the index of `parent`'s subviews that paint is, made the first time
    /// it is asked for.
    private mutating func indexSlot(of parent: Int) -> Int {
        let slot = Int(indexSlots[parent + 1])
        if slot >= 0 { return slot }
        var views: [Int] = []
        var frames: [Rect] = []
        for child in scene.compiled.children(of: parent) where scene.paints[child] {
            guard let frame = self.frames[child] else { continue }
            views.append(child)
            frames.append(frame)
        }
        indexes.append(ContainmentIndex(views: views, frames: frames))
        indexSlots[parent + 1] = Int32(indexes.count - 1)
        return indexes.count - 1
    }

    /// Whether `outer` contains all of `inner`.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width
            && outer.y + outer.height >= inner.y + inner.height
    }

    /// `frame` moved by `origin`'s position, with a negative width or height turned into a
    /// positive one from the other edge; nil when a number, or an edge, is not finite.
    private static func normalized(_ frame: Rect, offsetBy origin: Rect) -> Rect? {
        let x = origin.x + min(frame.x, frame.x + frame.width), y = origin.y + min(frame.y, frame.y + frame.height)
        let result = Rect(x: x, y: y, width: abs(frame.width), height: abs(frame.height))
        guard (result.x + result.width).isFinite, (result.y + result.height).isFinite else { return nil }
        return result
    }
}

import NMViewEngine
import NMViewModel

/// What `nmview diff` works out: the views whose frames differ between two sides at one size,
/// the sides being two layouts of one file (what an app does on rotation) or one layout in two
/// revisions of a file (which also adds and removes views). Encoded, it is the JSON output;
/// ``text`` is the text output.
struct FrameComparison: Encodable {
    /// One side: a layout of a file.
    struct Side: Encodable {
        var file: String
        var layout: String
    }

    /// A view on both sides, at another frame.
    struct Change: Encodable {
        /// Its id, or its position under its superview's name (`root/subviews[2]`).
        var view: String
        var from: ResultJSON.Frame
        var to: ResultJSON.Frame
    }

    /// A view on one side only.
    struct Presence: Encodable {
        var view: String
        var frame: ResultJSON.Frame
    }

    var from: Side
    var to: Side
    var size: Size
    /// The screen's safe-area insets both sides are laid out with, as `--safe-area` gave them;
    /// left out without it (each layout then has its own).
    var safeArea: EdgeInsets?
    /// In the order of the `to` side's views.
    var changed: [Change] = []
    /// Views only the `to` side has, in its order; always empty between two layouts of one file.
    var added: [Presence] = []
    /// Views only the `from` side has, in its order; always empty between two layouts of one file.
    var removed: [Presence] = []
    var version = ResultJSON.formatVersion

    /// How many views the `to` side has, for the text's summary.
    var viewCount = 0
    /// Whether the sides are two revisions of a file, which may add and remove views.
    var comparesRevisions = false

    private enum CodingKeys: String, CodingKey {
        case from, to, size, safeArea, changed, added, removed, version
    }

    /// Layouts `from` and `to` of `file`, both laid out at `size` with the safe area
    /// `safeArea` (nil: each layout's own): the views the engine moves when it switches from one to the other there.
    init(_ file: LayoutFile, from: Int, to: Int, size: Size, safeArea: EdgeInsets? = nil) {
        let compiled = file.compiled
        self.from = Side(file: file.path, layout: compiled.variants[from].name)
        self.to = Side(file: file.path, layout: compiled.variants[to].name)
        self.size = size
        self.safeArea = safeArea
        let names = compiled.viewNames()
        viewCount = names.count
        let changes = FrameDiff.diff(
            from: compiled.frames(variant: from, bounds: size, safeArea: safeArea),
            to: compiled.frames(variant: to, bounds: size, safeArea: safeArea))
        changed = changes.map {
            Change(view: names[$0.index], from: ResultJSON.Frame($0.from), to: ResultJSON.Frame($0.to))
        }
    }

    /// Layout `layout` of revisions `old` and `new` of a file, both laid out at `size` with the
    /// safe area `safeArea` (nil: each layout's own), with views matched by name (their id, else their position under
    /// their superview's name).
    init(old: LayoutFile, new: LayoutFile, layouts: (old: Int, new: Int), size: Size, safeArea: EdgeInsets? = nil) {
        self.from = Side(file: old.path, layout: old.compiled.variants[layouts.old].name)
        self.to = Side(file: new.path, layout: new.compiled.variants[layouts.new].name)
        self.size = size
        self.safeArea = safeArea
        comparesRevisions = true
        let oldNames = old.compiled.viewNames()
        let newNames = new.compiled.viewNames()
        let oldFrames = old.compiled.frames(variant: layouts.old, bounds: size, safeArea: safeArea)
        let newFrames = new.compiled.frames(variant: layouts.new, bounds: size, safeArea: safeArea)
        viewCount = newNames.count
        // Names are unique in a file that passed lint (ids are); the first of a name is kept.
        let oldIndex = Dictionary(oldNames.enumerated().map { ($1, $0) }) { first, _ in first }
        for (name, frame) in zip(newNames, newFrames) {
            if let index = oldIndex[name] {
                if oldFrames[index] != frame {
                    changed.append(Change(view: name, from: ResultJSON.Frame(oldFrames[index]), to: ResultJSON.Frame(frame)))
                }
            } else {
                added.append(Presence(view: name, frame: ResultJSON.Frame(frame)))
            }
        }
        let kept = Set(newNames)
        for (name, frame) in zip(oldNames, oldFrames) where !kept.contains(name) {
            removed.append(Presence(view: name, frame: ResultJSON.Frame(frame)))
        }
    }
}

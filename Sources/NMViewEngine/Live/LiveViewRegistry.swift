/// The live hosts of each view class, held weakly, for live reload to install a new layout on
/// every one of them. A host registers itself when it is made and drops out when it is freed.
public struct LiveViewRegistry<View: AnyObject> {
    /// A weak reference; a freed view leaves a `nil` behind, removed on the next lookup.
    private struct Entry {
        weak var view: View?
    }

    private var entries: [String: [Entry]] = [:]

    /// An empty registry.
    public init() {}

    /// Adds `view` under `viewClass` (the name its layout file describes), once.
    public mutating func register(_ view: View, viewClass: String) {
        var list = entries[viewClass, default: []].filter { $0.view != nil }
        guard !list.contains(where: { $0.view === view }) else { return }
        list.append(Entry(view: view))
        entries[viewClass] = list
    }

    /// The views of `viewClass` still alive, in the order they registered.
    public mutating func views(of viewClass: String) -> [View] {
        let alive = (entries[viewClass] ?? []).compactMap(\.view)
        entries[viewClass] = alive.isEmpty ? nil : alive.map { Entry(view: $0) }
        return alive
    }

    /// The classes with at least one view alive, sorted.
    public mutating func viewClasses() -> [String] {
        entries.keys.sorted().filter { !views(of: $0).isEmpty }
    }
}

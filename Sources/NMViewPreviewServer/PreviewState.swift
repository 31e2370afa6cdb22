import Foundation
import NMViewDiagnostics
import NMViewWatch
import NMViewEngine

/// What the preview shows: per layout file its last good layout, its name and its current
/// findings, with a version that counts changes. Every change is pushed to the pages through
/// the ``EventHub``.
public actor PreviewState {
    private var entries: [String: PreviewEntry] = [:]
    /// Counts changes; every event carries the version it produced.
    public private(set) var version = 0
    /// The clients to tell about each change.
    public nonisolated let hub: EventHub

    /// An empty state publishing to `hub`.
    public init(hub: EventHub = EventHub()) {
        self.hub = hub
    }

    /// Records a save of `file`: with a `layout` it compiled, without one it has errors and its
    /// last good layout stays. Publishes `updated`, or `invalid` when `diagnostics` has errors.
    public func update(file: String, name: String?, layout: CompiledLayout?, diagnostics: [Diagnostic]) {
        let previous = entries[file]
        var compiled = previous?.compiled
        if let layout, let json = try? layout.document.compiledJSON() { compiled = (json, contentHash(of: json)) }
        let entry = PreviewEntry(
            file: file, name: name ?? previous?.name ?? Self.viewName(of: file),
            layout: layout ?? previous?.layout, diagnostics: diagnostics, compiled: compiled)
        entries[file] = entry
        version += 1
        let invalid = entry.hasErrors
        let event = PreviewEvent(
            type: invalid ? .invalid : .updated, file: file, version: version, viewClass: entry.name,
            hash: entry.compiled?.hash, diagnostics: invalid ? diagnostics.map(DiagnosticPayload.init) : nil)
        hub.publish(event.message)
    }

    /// Forgets a deleted file and publishes `removed`.
    public func remove(file: String) {
        guard let removed = entries.removeValue(forKey: file) else { return }
        version += 1
        hub.publish(PreviewEvent(type: .removed, file: file, version: version, viewClass: removed.name).message)
    }

    /// The compiled layout of view class `name` (the first file by path that describes it), if
    /// one has compiled.
    public func compiled(viewClass name: String) -> (json: Data, hash: String)? {
        allEntries().first { $0.name == name && $0.compiled != nil }?.compiled
    }

    /// The entry for `file`, if it is a layout the preview knows.
    public func entry(for file: String) -> PreviewEntry? { entries[file] }

    /// Every entry, sorted by file.
    public func allEntries() -> [PreviewEntry] {
        entries.values.sorted { $0.file < $1.file }
    }

    /// The files the preview knows.
    public var files: [String] { entries.keys.sorted() }

    /// The list `GET /api/layouts` returns, with the version it reflects.
    func layoutList() -> LayoutList {
        LayoutList(version: version, layouts: allEntries().map(LayoutSummary.init))
    }

    /// A file's view class when no good layout has named it yet: its name before the first dot.
    static func viewName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.split(separator: ".").first.map(String.init) ?? base
    }
}

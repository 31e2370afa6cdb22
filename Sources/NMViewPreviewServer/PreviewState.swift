import Foundation
import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewStrings

/// What the preview shows: per layout file its last good layout, its name and its current
/// findings, with a version that counts changes. Every change is pushed to the pages through
/// the ``EventHub``.
public actor PreviewState {
    private var entries: [String: PreviewEntry] = [:]
    /// Counts changes; every event carries the version it produced.
    public private(set) var version = 0
    /// The clients to tell about each change.
    public nonisolated let hub: EventHub
    /// Where the page's `file:line:column` links open, if an editor was named.
    public nonisolated let editor: EditorLink?
    /// The folders watched, so an app's findings name their file within one and on this machine.
    public nonisolated let folders: WatchedFolders?

    /// An empty state publishing to `hub`, linking findings to `editor` and placing their files
    /// in `folders`.
    public init(hub: EventHub = EventHub(), editor: EditorLink? = nil, folders: WatchedFolders? = nil) {
        self.hub = hub
        self.editor = editor
        self.folders = folders
    }

    /// Records a save of `file`: with a `layout` it compiled, without one it has errors and its
    /// last good layout stays. Publishes `updated`, or `invalid` when `diagnostics` has errors.
    /// `source`, the saved text, gives the findings their excerpts on the page; `viewLocations`
    /// (see ``ViewLocations``) says where `layout`'s views were written; `colors` resolves its
    /// asset colours, from the catalogs beside the file.
    public func update(
        file: String, name: String?, layout: CompiledLayout?, diagnostics: [Diagnostic], source: SourceText? = nil,
        viewLocations: [SourceLocation] = [], colors: ColorResolver = ColorResolver(), strings: StringTables = StringTables()
    ) {
        let previous = entries[file]
        var entry = PreviewEntry(
            file: file, name: name ?? previous?.name ?? Self.viewName(of: file),
            layout: layout ?? previous?.layout, diagnostics: diagnostics, compiledHash: previous?.compiledHash,
            compiledJSON: previous?.compiledJSON)
        entry.source = diagnostics.isEmpty ? nil : source
        entry.colors = colors
        entry.strings = strings
        // Other colours draw every view differently: no drawing of an earlier version can be
        // patched into one of this, and the page must see a new hash to draw again.
        let colorsChanged = previous.map { $0.colors != colors } ?? false
        entry.earlier = colorsChanged ? [] : previous?.earlier ?? []
        if colorsChanged, layout == nil, let kept = entry.layout {
            entry.compiledHash = Self.contentHash(of: kept.document, colors: colors)
        }
        if let layout {
            entry.compiledHash = Self.contentHash(of: layout.document, colors: colors)
            if !colorsChanged, let last = previous?.layout, let hash = previous?.compiledHash, hash != entry.compiledHash {
                entry.earlier.removeAll { $0.hash == hash || $0.hash == entry.compiledHash }
                entry.earlier.insert((hash, last), at: 0)
                entry.earlier = Array(entry.earlier.prefix(PreviewEntry.earlierLimit))
            }
            entry.compiledJSON = nil
            entry.viewLocations = viewLocations
            var hasher = Hasher()
            hasher.combine(entry.compiledHash)
            for place in viewLocations { hasher.combine(place.line); hasher.combine(place.column) }
            entry.viewsTag = Self.hex(hasher.finalize())
        } else {
            entry.viewLocations = previous?.viewLocations ?? []
            entry.viewsTag = previous?.viewsTag ?? ""
        }
        entries[file] = entry
        version += 1
        let invalid = entry.hasErrors
        let event = PreviewEvent(
            type: invalid ? .invalid : .updated, file: file, version: version, viewClass: entry.name,
            hash: entry.compiledHash, diagnostics: invalid ? diagnostics.map { DiagnosticPayload($0, source: entry.source, editor: editor, folders: folders) } : nil)
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
        guard var entry = allEntries().first(where: { $0.name == name && $0.layout != nil }),
            let layout = entry.layout, let hash = entry.compiledHash
        else { return nil }
        if let json = entry.compiledJSON { return (json, hash) }
        guard let json = try? layout.document.compiledJSON() else { return nil }
        entry.compiledJSON = json
        entries[entry.file] = entry
        return (json, hash)
    }

    /// A hash of `document`'s content, as 16 hexadecimal digits. The standard library's hasher
    /// (seeded once per run) over the model is a fraction of encoding the JSON; a restarted
    /// server gives new hashes, which costs a client one conditional fetch it did not need.
    static func contentHash(of document: LayoutDocument, colors: ColorResolver = ColorResolver()) -> String {
        guard colors != ColorResolver() else { return hex(document.hashValue) }
        var hasher = Hasher()
        hasher.combine(document)
        hasher.combine(colors)
        return hex(hasher.finalize())
    }

    /// A hash as 16 hexadecimal digits.
    static func hex(_ hash: Int) -> String {
        let digits = String(UInt64(bitPattern: Int64(hash)), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
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
        let all = allEntries()
        let filesByName = Dictionary(grouping: all.map { ($0.name, $0.file) }, by: \.0).mapValues { $0.map(\.1) }
        let layouts = all.map { entry in
            LayoutSummary(entry, sameViewClass: (filesByName[entry.name] ?? []).filter { $0 != entry.file }, editor: editor)
        }
        return LayoutList(version: version, layouts: layouts)
    }

    /// A file's view class when no good layout has named it yet: its name before the first dot.
    static func viewName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.split(separator: ".").first.map(String.init) ?? base
    }
}

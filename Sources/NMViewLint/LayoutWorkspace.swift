import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree
import NMViewYAML

/// A set of layout files linted together, again and again as they change, doing each time only
/// the work the change calls for, with findings identical to a full ``Linter/lint(files:)``.
///
/// Each file keeps its read, schema findings and decoded document for as long as its bytes stay
/// the same. The rules run again for a file when it changed, or when a view class its resolution
/// looked up (found or not) changed owner or content: a class added, removed, edited, or shadowed
/// by a later file of the same class, as a full lint's last-file-wins lookup would see it; or,
/// after ``assetCatalogsChanged()``, when the asset colours its rules resolved with changed.
public struct LayoutWorkspace: Sendable {
    /// The owner of a view class: the file that describes it, in the version it was linted at.
    struct ClassOwner: Equatable, Sendable {
        var path: String
        var version: Int
    }

    /// The linter whose reader limits, schema and rules the workspace uses.
    public let linter: Linter
    /// The files, in the order a full lint would take them.
    public private(set) var paths: [String] = []
    var files: [String: WorkspaceFile] = [:]
    /// Each view class's owner at the last ``lint()``.
    var owners: [String: ClassOwner] = [:]
    /// Whether each class's layout may be composed, kept while its owner stays the same.
    var finite: [String: Bool] = [:]
    /// Files changed, added or removed since the last ``lint()``.
    var touched: Set<String> = []
    /// Whether the asset catalogs may have changed since the last ``lint()``.
    var catalogsChanged = false
    /// Whether string catalogs changed since the last lint: every file's rules run again.
    var stringsChanged = false
    private var lastVersion = 0

    /// An empty workspace checked by `linter`.
    public init(linter: Linter) {
        self.linter = linter
    }

    /// Makes `reads` the workspace's files, in their order; a file whose content is what the
    /// workspace already holds keeps everything known of it.
    public mutating func assign(_ reads: [(path: String, read: Result<SourceFile, Diagnostic>)]) {
        var next: [String: WorkspaceFile] = [:]
        for (path, read) in reads { next[path] = file(path, replacing: files[path], with: read) }
        for path in paths where next[path] == nil { touched.insert(path) }
        paths = reads.map(\.path)
        files = next
    }

    /// Puts `read` in place of the file at `path`, adding it at the end when it is new.
    public mutating func update(_ path: String, with read: Result<SourceFile, Diagnostic>) {
        if files[path] == nil { paths.append(path) }
        files[path] = file(path, replacing: files[path], with: read)
    }

    /// Puts `bytes` (an editor's unsaved buffer, say) in place of the file at `path`.
    public mutating func update(_ path: String, bytes: [UInt8]) {
        update(path, with: .success(SourceFile(path: path, bytes: bytes)))
    }

    /// Reads the file at `path` from disk again.
    public mutating func reload(_ path: String) {
        update(path, with: SourceFile.load(path, limits: linter.limits))
    }

    /// Notes that asset catalogs changed (a colour set's `Contents.json` saved, added or removed):
    /// the catalogs are read again, and the next ``lint()`` runs the rules again on each file
    /// whose asset colours now differ from those its rules saw.
    public mutating func assetCatalogsChanged() {
        linter.assets.invalidate()
        catalogsChanged = true
    }

    /// Notes that String Catalogs changed (a `.xcstrings` file saved, added or removed): they are
    /// read again, and the next ``lint()`` runs the rules again on every file, whose missing keys
    /// and text that does not fit depend on them.
    public mutating func stringCatalogsChanged() {
        linter.strings.invalidate()
        stringsChanged = true
    }

    /// Drops the file at `path`.
    public mutating func remove(_ path: String) {
        guard files.removeValue(forKey: path) != nil else { return }
        paths.removeAll { $0 == path }
        touched.insert(path)
    }

    /// The file's cached state when `read` holds the same content, else a new one, checked now.
    private mutating func file(_ path: String, replacing old: WorkspaceFile?, with read: Result<SourceFile, Diagnostic>)
        -> WorkspaceFile
    {
        if var old, old.holds(read) {
            old.read = read
            return old
        }
        touched.insert(path)
        lastVersion += 1
        var check = FileCheck()
        if case .success(let source) = read {
            // An edit of a file read cleanly before may revise its tree, as a fresh read would build it.
            var previous: (bytes: [UInt8], tree: SourceTree)?
            if case .success(let oldSource)? = old?.read, let tree = old?.check.readTree { previous = (oldSource.bytes, tree) }
            check = linter.check(source, reader: YAMLReader(limits: linter.limits), previous: previous)
        }
        return WorkspaceFile(read: read, check: check, version: lastVersion)
    }
}

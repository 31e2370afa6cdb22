import Foundation

/// The string tables each layout can name, found and read once per folder and kept until told
/// the catalogs changed: what lint, the preview and the language server ask for.
///
/// A layout's tables are the catalogs given explicitly (`--strings`: a catalog, or a folder
/// searched for catalogs), then those beside it (see ``StringCatalogSearch``), nearest first; of
/// two catalogs of one table name the first wins.
///
/// A class, for identity: one cache shared by every lint of a run, whichever thread asks.
public final class StringCatalogIndex: @unchecked Sendable {
    /// The explicit catalogs and folders, as given.
    public let extraPaths: [String]
    /// What the search and the reader take in.
    public let limits: StringCatalogLimits
    /// The folder paths in messages are relative to (absolute).
    public let baseDirectory: String

    private let lock = NSLock()
    private var tables: [String: StringTables] = [:]
    private var catalogs: [String: Result<StringCatalog, StringCatalogProblem>] = [:]
    private var extraCatalogs: [String]?

    /// An index adding `extraPaths` (relative to `baseDirectory`, by default the working
    /// directory) to every layout's own catalogs.
    public init(
        extraPaths: [String] = [], limits: StringCatalogLimits = .default,
        baseDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.extraPaths = extraPaths
        self.limits = limits
        self.baseDirectory = Self.absolute(baseDirectory, base: "/")
    }

    /// The tables the layout at `path` can name.
    public func tables(forLayoutAt path: String) -> StringTables {
        let folder = (Self.absolute(path, base: baseDirectory) as NSString).deletingLastPathComponent
        return lock.withLock {
            if let found = tables[folder] { return found }
            let made = makeTables(folder: folder)
            tables[folder] = made
            return made
        }
    }

    /// Forgets every catalog read, so the next question reads the disk again.
    public func invalidate() {
        lock.withLock {
            tables = [:]
            catalogs = [:]
            extraCatalogs = nil
        }
    }

    /// Called under the lock.
    private func makeTables(folder: String) -> StringTables {
        let explicit =
            extraCatalogs
            ?? extraPaths.flatMap { StringCatalogSearch.catalogs(in: Self.absolute($0, base: baseDirectory), limits: limits) }
        extraCatalogs = explicit
        var result = StringTables()
        for file in explicit + StringCatalogSearch.catalogs(besideLayoutsIn: folder) {
            let table = StringCatalogSearch.table(ofCatalog: file)
            guard result.tables[table] == nil else { continue }
            let catalog = catalogs[file] ?? Result { () throws(StringCatalogProblem) in try StringCatalog(contentsOf: file, limits: limits) }
            catalogs[file] = catalog
            result.tables[table] = StringTables.Table(file: display(file), catalog: catalog)
        }
        return result
    }

    private func display(_ path: String) -> String {
        let prefix = baseDirectory == "/" ? "/" : baseDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` made absolute against `base` and standardized, without resolving symbolic links.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        let standardized = (joined as NSString).standardizingPath
        return standardized.isEmpty ? "/" : standardized
    }
}

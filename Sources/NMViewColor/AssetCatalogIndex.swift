import Foundation

/// The asset colours each layout can name, found and read once per folder and kept until told the
/// catalogs changed: what lint, the preview and the language server ask for a layout's colours.
///
/// A layout's catalogs are those given explicitly (`--assets`: a catalog folder, or a folder
/// searched for catalogs), then those beside it: in its folder and each folder above it up to its
/// project's root (see ``AssetCatalogSearch``), nearest first. Of two sets with one name the first
/// read wins.
///
/// A class, for identity: one cache shared by every lint of a run, a watch or an editor session,
/// whichever thread asks. Reading happens under the lock, so a project is never read twice at once.
public final class AssetCatalogIndex: @unchecked Sendable {
    /// The explicit catalogs and folders, as given.
    public let extraPaths: [String]
    /// What the search and the reader take in.
    public let limits: AssetCatalogLimits
    /// The folder paths in messages are relative to (absolute).
    public let baseDirectory: String

    private let lock = NSLock()
    /// Each layout folder's colours.
    private var tables: [String: AssetColors] = [:]
    /// Each catalog read, by absolute path.
    private var catalogs: [String: AssetCatalogReader.Contents] = [:]
    /// The catalogs the explicit paths hold, found once.
    private var extraCatalogs: [String]?

    /// An index adding `extraPaths` (relative to `baseDirectory`, by default the working
    /// directory) to every layout's own catalogs.
    public init(
        extraPaths: [String] = [], limits: AssetCatalogLimits = .default,
        baseDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.extraPaths = extraPaths
        self.limits = limits
        self.baseDirectory = AssetCatalogSearch.absolute(baseDirectory, base: "/")
    }

    /// The colour sets the layout at `path` can name, with the catalogs read and the folders searched.
    public func colors(forLayoutAt path: String) -> AssetColors {
        let file = AssetCatalogSearch.absolute(path, base: baseDirectory)
        let folder = (file as NSString).deletingLastPathComponent
        return lock.withLock {
            if let table = tables[folder] { return table }
            let table = makeTable(folder: folder)
            tables[folder] = table
            return table
        }
    }

    /// A resolver over the colours of the layout at `path`.
    public func resolver(forLayoutAt path: String) -> ColorResolver {
        ColorResolver(assets: colors(forLayoutAt: path))
    }

    /// Forgets every catalog read and every search made, so that the next question reads the
    /// disk again: for when a `Contents.json` or a catalog folder changed.
    public func invalidate() {
        lock.withLock {
            tables = [:]
            catalogs = [:]
            extraCatalogs = nil
        }
    }

    /// The explicit paths, absolute: the folders a watcher should watch besides the layouts'.
    public var extraFolders: [String] {
        extraPaths.map { AssetCatalogSearch.absolute($0, base: baseDirectory) }
    }

    /// Every catalog of the explicit paths and beside a layout in `folder`, merged. Called under
    /// the lock.
    private func makeTable(folder: String) -> AssetColors {
        let explicit = extraCatalogs ?? extraFolders.flatMap { AssetCatalogSearch.catalogs(in: $0, limits: limits) }
        extraCatalogs = explicit
        let (folders, beside) = AssetCatalogSearch.catalogs(besideLayoutsIn: folder)
        var seen: Set<String> = []
        let all = (explicit + beside).filter { seen.insert($0).inserted }
        var table = AssetColors(searched: (folders + extraFolders).map(display))
        for catalog in all {
            let contents = catalogs[catalog] ?? AssetCatalogReader(limits: limits, display: display).read(catalog: catalog)
            catalogs[catalog] = contents
            table.catalogs.append(display(catalog))
            for (name, color) in contents.colors where table.colors[name] == nil && table.unreadable[name] == nil {
                table.colors[name] = color
            }
            for (name, reason) in contents.unreadable where table.colors[name] == nil && table.unreadable[name] == nil {
                table.unreadable[name] = reason
            }
        }
        return table
    }

    /// `path` as messages write it.
    private var display: @Sendable (String) -> String {
        { [baseDirectory] in AssetCatalogSearch.displayPath($0, relativeTo: baseDirectory) }
    }
}

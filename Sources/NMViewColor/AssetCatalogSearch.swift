import Foundation

/// Where a layout's asset catalogs are: the `*.xcassets` folders in the layout's own folder and in
/// each folder above it, up to the root of the project it belongs to.
///
/// A project's root is the nearest folder, from the layout's own folder up, that holds a
/// `Package.swift`, an `*.xcodeproj` or `.git`; a layout in no project has its own folder. Only
/// the folders on that path are looked in, not their other subfolders, so a layout never sees the
/// catalog of another target of the project (a widget's, a test fixture's), which its app's bundle
/// would not have. Folders given explicitly (`--assets`) are searched through, skipping what holds
/// no catalog of the app's own, or is too big to walk: hidden folders (`.git`, `.build`), build
/// products (`DerivedData`, `.build-*`) and other people's code (`Pods`, `node_modules`, `Carthage`).
public enum AssetCatalogSearch {
    /// Folder names the search never enters.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "node_modules", "Carthage"]

    /// The folders a layout in `folder` (absolute, standardized) looks in, nearest first: `folder`
    /// and each folder above it up to its project's root, or `folder` alone when it is in no
    /// project; and the `*.xcassets` folders directly inside them, by name within each. One
    /// listing of each folder tells both its catalogs and whether it is the root.
    public static func catalogs(besideLayoutsIn folder: String) -> (folders: [String], catalogs: [String]) {
        var folders: [String] = []
        var catalogs: [String] = []
        var ownCatalogs = 0
        var current = folder
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            folders.append(current)
            catalogs += names.sorted().filter { !$0.hasPrefix(".") && isCatalog($0) }
                .map { current == "/" ? "/" + $0 : current + "/" + $0 }
                .filter { path in
                    var isDirectory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                }
            if folders.count == 1 { ownCatalogs = catalogs.count }
            if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) {
                return (folders, catalogs)
            }
            let parent = (current as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != current else { break }
            current = parent
        }
        // In no project: the layout's own folder only.
        return ([folder], Array(catalogs.prefix(ownCatalogs)))
    }

    /// The `*.xcassets` folders in `folder`'s tree (or `folder` itself when it is one), absolute,
    /// in path order; not more than `limits` allow.
    public static func catalogs(in folder: String, limits: AssetCatalogLimits = .default) -> [String] {
        if isCatalog(folder) { return [folder] }
        var found: [String] = []
        var visited: Set<String> = []
        var budget = limits.maxFolders
        search(folder, depth: 0, limits: limits, budget: &budget, visited: &visited, found: &found)
        return found
    }

    /// Whether `path` names a catalog folder.
    public static func isCatalog(_ path: String) -> Bool {
        (path as NSString).pathExtension == "xcassets"
    }

    /// Whether `path` is a file whose change may change a catalog's colours: a `Contents.json`
    /// inside an `*.xcassets` folder, a colour set's or a group's (whose namespace prefixes the
    /// names inside it); not an image set's, which a project may have thousands of.
    public static func isCatalogFile(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        guard (path as NSString).lastPathComponent == "Contents.json", folders.contains(where: { $0.hasSuffix(".xcassets") }),
            let folder = folders.last
        else { return false }
        return !AssetCatalogReader.otherAssetTypes.contains((String(folder) as NSString).pathExtension)
    }

    private static func search(
        _ folder: String, depth: Int, limits: AssetCatalogLimits, budget: inout Int, visited: inout Set<String>,
        found: inout [String]
    ) {
        guard depth <= limits.maxDepth, budget > 0 else { return }
        budget -= 1
        // A symbolic link back up the tree would otherwise be walked until the budget ran out.
        guard visited.insert((folder as NSString).resolvingSymlinksInPath).inserted else { return }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if isCatalog(path) {
                found.append(path)
            } else if !Self.isOpaqueBundle(name) {
                search(path, depth: depth + 1, limits: limits, budget: &budget, visited: &visited, found: &found)
            }
        }
    }

    /// Folders that are documents of a tool, never holding an app's catalog.
    private static func isOpaqueBundle(_ name: String) -> Bool {
        ["xcodeproj", "xcworkspace", "xcframework", "framework", "app", "bundle", "xcarchive", "dSYM"]
            .contains((name as NSString).pathExtension)
    }

    /// `path` (absolute) as messages write it: relative to `base` when inside it (`.` for `base`
    /// itself), else absolute.
    public static func displayPath(_ path: String, relativeTo base: String) -> String {
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` made absolute against `base` and standardized (`.` and `..` resolved, no trailing
    /// slash), without resolving symbolic links, so that it still reads like what was given.
    public static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        let standardized = (joined as NSString).standardizingPath
        return standardized.isEmpty ? "/" : standardized
    }
}

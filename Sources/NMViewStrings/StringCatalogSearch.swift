import Foundation

/// Where a layout's string tables are: the `*.xcstrings` files in the layout's own folder and in
/// each folder above it, up to the root of the project it belongs to (the nearest folder with a
/// `Package.swift`, an `*.xcodeproj` or `.git`), as its asset catalogs are found; or the layout's
/// folder alone when it is in no project. A table's name is its file's base name
/// (`Localizable.xcstrings` is the table `Localizable`), and the nearest file of a name wins.
public enum StringCatalogSearch {
    /// Folder names an explicit search never enters: build products and other people's code.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "node_modules", "Carthage"]

    /// The `*.xcstrings` files a layout in `folder` (absolute, standardized) sees, nearest first.
    public static func catalogs(besideLayoutsIn folder: String) -> [String] {
        var found: [String] = []
        var ownCount = 0
        var current = folder
        var first = true
        while true {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted()
            found += names.filter { !$0.hasPrefix(".") && isCatalog($0) }.map { join(current, $0) }.filter(isRegularFile)
            if first { ownCount = found.count }
            first = false
            if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) {
                return found
            }
            let parent = (current as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != current else { break }
            current = parent
        }
        // In no project: the layout's own folder only.
        return Array(found.prefix(ownCount))
    }

    /// The `*.xcstrings` files in `path`'s tree, or `path` itself when it is one; absolute, in
    /// path order, not more than `limits` allow.
    public static func catalogs(in path: String, limits: StringCatalogLimits = .default) -> [String] {
        if isCatalog(path) { return [path] }
        var found: [String] = []
        var visited: Set<String> = []
        var budget = limits.maxFolders
        search(path, depth: 0, limits: limits, budget: &budget, visited: &visited, found: &found)
        return found
    }

    /// Whether `path` names a String Catalog.
    public static func isCatalog(_ path: String) -> Bool {
        (path as NSString).pathExtension == "xcstrings"
    }

    /// The table a catalog file holds: its base name.
    public static func table(ofCatalog path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private static func search(
        _ folder: String, depth: Int, limits: StringCatalogLimits, budget: inout Int, visited: inout Set<String>,
        found: inout [String]
    ) {
        guard depth <= limits.maxDepth, budget > 0 else { return }
        budget -= 1
        // A symbolic link back up the tree would otherwise be walked until the budget ran out.
        guard visited.insert((folder as NSString).resolvingSymlinksInPath).inserted,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = join(folder, name)
            if isCatalog(name) {
                if isRegularFile(path) { found.append(path) }
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                search(path, depth: depth + 1, limits: limits, budget: &budget, visited: &visited, found: &found)
            }
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// Whether `path` is a regular file: opening a FIFO would wait for a writer forever.
    static func isRegularFile(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath)
        return (attributes?[.type] as? FileAttributeType) == .typeRegular
    }
}

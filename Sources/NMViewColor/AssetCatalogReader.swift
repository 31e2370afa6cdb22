import Foundation

/// Reads the colour sets of one asset catalog (`Name.xcassets`) from disk.
///
/// Every folder below the catalog is a group, except the folders of other asset types, which
/// are skipped; a group whose own `Contents.json` says `"provides-namespace": true` puts its name
/// in front of the names inside it (`Brand/Primary`), as Xcode and `UIColor(named:)` do. A set
/// that cannot be read is kept with the reason, for lint to report where a layout names it.
struct AssetCatalogReader {
    /// What one catalog holds.
    struct Contents: Sendable, Hashable {
        /// The colour sets read, by the name a layout writes.
        var colors: [String: AssetColor] = [:]
        /// Each set that could not be read, by name: a sentence naming its `Contents.json`.
        var unreadable: [String: String] = [:]
    }

    /// Folder extensions of asset types that hold no colour sets.
    static let otherAssetTypes: Set<String> = [
        "appiconset", "imageset", "dataset", "symbolset", "launchimage", "imagestack", "imagestacklayer",
        "brandassets", "textureset", "cubetextureset", "mipmapset", "arimageset", "arresourcegroup", "complicationset",
        "stickerpack", "stickersequence", "sticker", "iconset", "solidimagestack", "solidimagestacklayer",
        "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "spriteatlas",
    ]

    let limits: AssetCatalogLimits
    /// How a path is written in names and messages (relative to the working directory).
    let display: @Sendable (String) -> String

    /// Every colour set under the catalog at `catalog` (an absolute path).
    func read(catalog: String) -> Contents {
        var contents = Contents()
        var folders = 0
        walk(catalog, prefix: "", depth: 0, folders: &folders, into: &contents)
        return contents
    }

    private func walk(_ folder: String, prefix: String, depth: Int, folders: inout Int, into contents: inout Contents) {
        guard depth <= limits.maxDepth, folders < limits.maxFolders else { return }
        folders += 1
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (name as NSString).pathExtension
            if ext == "colorset" {
                guard contents.colors.count + contents.unreadable.count < limits.maxColorSets else { return }
                let setName = prefix + (name as NSString).deletingPathExtension
                // The first of two sets of one name wins, as the sorted walk meets them.
                guard contents.colors[setName] == nil, contents.unreadable[setName] == nil else { continue }
                // A set folder with nothing named Contents.json in it holds no colour: it is also
                // how a set being deleted looks between its file going and its folder, and a watch
                // that reads the catalog then must see the set gone, not broken.
                guard manager.fileExists(atPath: path + "/Contents.json") else { continue }
                readSet(setName, file: path + "/Contents.json", into: &contents)
            } else if !Self.otherAssetTypes.contains(ext) {
                let namespace = providesNamespace(path + "/Contents.json") ? prefix + name + "/" : prefix
                walk(path, prefix: namespace, depth: depth + 1, folders: &folders, into: &contents)
            }
        }
    }

    private func readSet(_ name: String, file: String, into contents: inout Contents) {
        let shown = display(file)
        do {
            let data = try read(file)
            contents.colors[name] = try ColorSetContents.color(named: name, file: shown, data: data, limits: limits)
        } catch {
            contents.unreadable[name] = error.message(file: shown)
        }
    }

    /// Whether the group's `Contents.json` says its name is part of the names inside it.
    private func providesNamespace(_ file: String) -> Bool {
        guard let data = try? read(file), let object = try? ColorSetContents.object(of: data, limits: limits),
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The bytes of `file`, refusing one larger than the limit before reading it.
    private func read(_ file: String) throws(ColorSetProblem) -> Data {
        // A regular file only: opening a FIFO named Contents.json would wait for a writer forever.
        let attributes = try? FileManager.default.attributesOfItem(atPath: (file as NSString).resolvingSymlinksInPath)
        guard (attributes?[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: file)
        else { throw .unreadableFile }
        defer { try? handle.close() }
        // One byte past the limit tells a file at the limit from a larger one, without reading it all.
        let data: Data
        do {
            data = try handle.read(upToCount: limits.maxFileBytes + 1) ?? Data()
        } catch {
            throw .unreadableFile
        }
        guard data.count <= limits.maxFileBytes else { throw .tooLarge(limit: limits.maxFileBytes) }
        return data
    }
}

import Foundation

/// Reading a catalog from disk.
extension StringCatalog {
    /// The catalog in the file at `path`, refusing a file larger than the limit before reading it.
    public init(contentsOf path: String, limits: StringCatalogLimits = .default) throws(StringCatalogProblem) {
        guard StringCatalogSearch.isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadableFile
        }
        defer { try? handle.close() }
        // One byte past the limit tells a file at the limit from a larger one, without reading it all.
        let data: Data
        do {
            data = try handle.read(upToCount: limits.maxFileBytes + 1) ?? Data()
        } catch {
            throw .unreadableFile
        }
        try self.init(data: data, limits: limits)
    }
}

/// Why a String Catalog cannot be read: what `nmview strings` and lint report, at the catalog's
/// own line and column where there is one, instead of a crash or an empty table.
public enum StringCatalogProblem: Error, Sendable, Hashable {
    /// The file could not be opened or read.
    case unreadableFile
    /// The file is larger than the reader takes, in bytes.
    case tooLarge(limit: Int)
    /// The file nests deeper than the reader takes.
    case tooDeep(limit: Int)
    /// The text is not JSON: what is wrong, and where.
    case malformed(message: String, line: Int, column: Int)
    /// The JSON is not a catalog: what is missing or of the wrong kind.
    case notCatalog(String)
    /// The catalog holds more keys than the reader takes.
    case tooManyKeys(limit: Int)

    /// The line and column the problem is at, when it is at one.
    public var position: (line: Int, column: Int)? {
        if case .malformed(_, let line, let column) = self { return (line, column) }
        return nil
    }

    /// A sentence naming `file`, lowercase, user text in single quotes.
    public func message(file: String) -> String {
        switch self {
        case .unreadableFile: "'\(file)' cannot be read"
        case .tooLarge(let limit): "'\(file)' is larger than \(limit) bytes"
        case .tooDeep(let limit): "'\(file)' nests deeper than \(limit) levels"
        case .malformed(let message, _, _): "'\(file)' is not valid JSON: \(message)"
        case .notCatalog(let reason): "'\(file)' is not a String Catalog: \(reason)"
        case .tooManyKeys(let limit): "'\(file)' holds more than \(limit) strings"
        }
    }
}

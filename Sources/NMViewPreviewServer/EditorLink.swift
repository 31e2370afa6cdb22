import Foundation

/// How the page opens a file at a line in an editor: a URL template with `{path}` (absolute),
/// `{line}` and `{column}`, given by name for the editors that register a URL scheme.
public struct EditorLink: Sendable, Equatable {
    /// The editors known by name, and their templates.
    public static let named: [String: String] = [
        "vscode": "vscode://file{path}:{line}:{column}",
        "cursor": "cursor://file{path}:{line}:{column}",
        "idea": "idea://open?file={path}&line={line}&column={column}",
        "sublime": "subl://open?url=file://{path}&line={line}&column={column}",
        "textmate": "txmt://open?url=file://{path}&line={line}&column={column}",
    ]

    /// The template, with `{path}`, `{line}` and `{column}`.
    public let template: String
    /// The folder relative paths are resolved in: where nmview runs.
    public let base: String

    /// The link for `editor`: a name of ``named`` or a template holding `{path}`; nil otherwise.
    public init?(_ editor: String, base: String) {
        guard let template = Self.named[editor.lowercased()] ?? (editor.contains("{path}") ? editor : nil) else { return nil }
        self.template = template
        self.base = base
    }

    /// What a path may hold unencoded in a URL: the path characters without `&`, `=`, `?` and `#`,
    /// so it is safe in a query as well as in a path.
    static let pathSafe = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "&=?#+;"))

    /// The URL opening `path` (relative to ``base`` unless absolute) at `line` and `column`
    /// (1 when not known).
    public func url(path: String, line: Int?, column: Int?) -> String {
        let absolute = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        let standard = (absolute as NSString).standardizingPath
        let encoded = standard.addingPercentEncoding(withAllowedCharacters: Self.pathSafe) ?? standard
        return template.replacingOccurrences(of: "{path}", with: encoded)
            .replacingOccurrences(of: "{line}", with: String(line ?? 1))
            .replacingOccurrences(of: "{column}", with: String(column ?? 1))
    }
}

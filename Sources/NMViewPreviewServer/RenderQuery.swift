import NMViewColor
import NMViewModel
import NMViewPreview

/// The parameters of `GET /api/render`, checked: a layout key, an optional size, the screen's
/// safe-area insets (`safeArea=59,0,34,0`: top, left, bottom, right, as `--safe-area` writes them
/// and UIEdgeInsets orders them; by default the layout's own), an optional forced variant, the
/// appearance (`light`, the default, or `dark`), the direction the user interface reads in
/// (`direction=ltr`, the default, or `rtl`, which flips a mirrored layout) and the text size
/// (`contentSize`). The key is looked up in ``PreviewState`` only,
/// never used as a path.
struct RenderQuery: Equatable {
    /// Bounds past which a size is refused, so one request cannot ask for an enormous SVG.
    static let sideRange = 1.0...20_000.0

    var file: String
    var width: Double?
    var height: Double?
    var safeArea: EdgeInsets?
    var variant: String?
    var appearance: Appearance = .light
    /// The direction the user interface reads in (`direction=rtl`); when not given, the
    /// language's (Arabic reads right to left), else left to right. See ``layoutDirection``.
    var direction: LayoutDirection?
    /// The Dynamic Type text size (`contentSize=accessibility5`), by any name
    /// ``NMViewModel/ContentSizeCategory/init(name:)`` takes; large by default.
    var contentSize: ContentSizeCategory = .default
    /// The language localized text is drawn in (`de`, `pseudo`); the source text when nil.
    var language: String?

    /// The direction a mirrored layout is drawn in: the one asked for, else the language's.
    var layoutDirection: LayoutDirection {
        direction ?? language.map { LayoutDirection(language: $0) } ?? .leftToRight
    }

    /// The query, or why it is malformed.
    static func parse(_ items: [String: String]) -> Result<RenderQuery, QueryError> {
        guard let file = items["file"], !file.isEmpty else { return .failure(QueryError("missing 'file'")) }
        var query = RenderQuery(file: file)
        for key in ["width", "height"] {
            switch side(key, in: items) {
            case .failure(let error): return .failure(error)
            case .success(let value): if key == "width" { query.width = value } else { query.height = value }
            }
        }
        switch insets("safeArea", in: items) {
        case .failure(let error): return .failure(error)
        case .success(let insets): query.safeArea = insets
        }
        if let variant = items["variant"], !variant.isEmpty { query.variant = variant }
        if let text = items["appearance"] {
            guard let appearance = Appearance(rawValue: text) else {
                return .failure(QueryError("'appearance' must be 'light' or 'dark'"))
            }
            query.appearance = appearance
        }
        if let text = items["direction"] {
            guard let direction = LayoutDirection(rawValue: text) else {
                return .failure(QueryError("'direction' must be 'ltr' or 'rtl'"))
            }
            query.direction = direction
        }
        if let text = items["contentSize"] {
            guard let category = ContentSizeCategory(name: text) else {
                return .failure(QueryError("'contentSize' must be one of " + ContentSizeCategory.names.joined(separator: ", ")))
            }
            query.contentSize = category
        }
        switch language(in: items) {
        case .failure(let error): return .failure(error)
        case .success(let language): query.language = language
        }
        return .success(query)
    }

    /// The side `key` gives, nil when absent, or why it is refused (not a number in ``sideRange``).
    static func side(_ key: String, in items: [String: String]) -> Result<Double?, QueryError> {
        guard let text = items[key] else { return .success(nil) }
        guard let value = Double(text), value.isFinite, sideRange.contains(value) else {
            return .failure(QueryError("'\(key)' must be a number from 1 to 20000"))
        }
        return .success(value)
    }

    /// The insets `key` gives (``EdgeInsets/init(list:)``), nil when absent, or why they are
    /// refused: each side, like a size's, at most the largest side a request may ask for.
    static func insets(_ key: String, in items: [String: String]) -> Result<EdgeInsets?, QueryError> {
        guard let text = items[key] else { return .success(nil) }
        guard let insets = EdgeInsets(list: text),
            [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0 <= sideRange.upperBound })
        else {
            return .failure(QueryError("'\(key)' must be four numbers from 0 to 20000: top,left,bottom,right"))
        }
        return .success(insets)
    }

    /// The size to render at: as asked, each missing side taken from `design`.
    func size(design: Size) -> Size {
        Size(width: width ?? design.width, height: height ?? design.height)
    }

    /// Why a query was refused.
    struct QueryError: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }
}

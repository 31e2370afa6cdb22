import NMViewEngine

/// One layout as `GET /api/layouts` lists it.
struct LayoutSummary: Encodable, Sendable {
    /// One alternative with its design size.
    struct Variant: Encodable, Sendable {
        var name: String
        var width: Double
        var height: Double
    }

    var file: String
    var name: String
    var hasErrors: Bool
    /// Whether a good layout exists to render (false for a file that never compiled).
    var rendered: Bool
    var variants: [Variant]
    var diagnostics: [DiagnosticPayload]

    init(_ entry: PreviewEntry) {
        file = entry.file
        name = entry.name
        hasErrors = entry.hasErrors
        rendered = entry.layout != nil
        variants = (entry.layout?.variants ?? []).map {
            Variant(name: $0.name, width: $0.size.width, height: $0.size.height)
        }
        diagnostics = entry.diagnostics.map(DiagnosticPayload.init)
    }
}

/// The body of `GET /api/layouts`.
struct LayoutList: Encodable, Sendable {
    var version: Int
    var layouts: [LayoutSummary]
}

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
    /// The content hash of the last good layout: the page fetches a render again only when it
    /// changes, so a save of another file, or a broken save of this one, costs no render.
    var hash: String?
    /// What `GET /api/views` answers for it changes exactly when this does.
    var viewsTag: String
    var variants: [Variant]
    var diagnostics: [DiagnosticPayload]
    /// The other files that describe the same view class: an app loads only one of them (the
    /// first by path), so the page flags them all.
    var sameViewClass: [String]
    /// The languages of the catalogs beside the file, source language first, for the page's menu.
    var languages: [LanguageSummary]

    init(_ entry: PreviewEntry, sameViewClass: [String] = [], editor: EditorLink? = nil) {
        self.sameViewClass = sameViewClass
        file = entry.file
        name = entry.name
        hasErrors = entry.hasErrors
        rendered = entry.layout != nil
        hash = entry.compiledHash
        viewsTag = entry.viewsTag
        variants = (entry.layout?.variants ?? []).map {
            Variant(name: $0.name, width: $0.size.width, height: $0.size.height)
        }
        diagnostics = entry.diagnostics.map { DiagnosticPayload($0, source: entry.source, editor: editor) }
        languages = entry.strings.languages.map(LanguageSummary.init)
    }
}

/// The body of `GET /api/layouts`.
struct LayoutList: Encodable, Sendable {
    var version: Int
    var layouts: [LayoutSummary]
}

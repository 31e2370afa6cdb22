import NMViewPreview

extension RenderTarget {
    /// The renderer for this request: the file's colours, and its localized text in the language
    /// asked for.
    var renderer: SVGRenderer {
        SVGRenderer(
            colors: entry.colors, contentSize: query.contentSize, text: entry.strings.lookup(language: query.language),
            language: query.language)
    }
}

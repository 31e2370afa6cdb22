import Foundation
import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewStrings

/// What the preview knows of one layout file: its last good layout and its current findings.
public struct PreviewEntry: Sendable {
    /// The key the API addresses the file by: its path as the watcher and linter name it.
    public var file: String
    /// The view class it describes.
    public var name: String
    /// The last layout that compiled without errors; kept while the file is broken, so the page
    /// can show the diagnostics over the last good render.
    public var layout: CompiledLayout?
    /// The findings of the file's latest save.
    public var diagnostics: [Diagnostic]
    /// The text of that save, for the excerpts under the findings; kept only while it has some.
    public var source: SourceText?
    /// A hash of the last good layout's content, and of its asset colours when it has catalogs
    /// (so the page draws again when only a colour set changed): the entity tag
    /// `GET /api/compiled/…` serves it under, and what the events name, so an app knows whether
    /// it has it already.
    public var compiledHash: String?
    /// The last good layout as `nmview compile` writes it, made on the first request for it:
    /// encoding it on every save put about 20 ms between a save and its event.
    public var compiledJSON: Data?
    /// Where each view of ``layout`` was written, in its order: the inspector's editor link.
    /// Empty when the caller did not say.
    public var viewLocations: [SourceLocation] = []
    /// Changes whenever the layout or where its views were written does (a line added above
    /// them moves them without changing the layout), so the page fetches the views again.
    public var viewsTag: String = ""
    /// The good layouts before ``layout``, newest first, by their ``compiledHash``: what the page's
    /// drawings of earlier versions are patched from (see ``earlierLimit``).
    public var earlier: [(hash: String, layout: CompiledLayout)] = []
    /// How the layout's colours resolve: the asset colours of the catalogs beside the file.
    public var colors = ColorResolver()
    /// The string tables of the catalogs beside the file: what localized text shows in a language.
    public var strings = StringTables()

    /// How many earlier versions an entry keeps. A page patches its drawings of the last few
    /// saves (the canvas, the presets it keeps); one older than these is drawn again in full.
    public static let earlierLimit = 4

    /// The good layout with content hash `hash`: the last one, or one of the ``earlier``.
    public func layout(hash: String) -> CompiledLayout? {
        if hash == compiledHash { return layout }
        return earlier.first { $0.hash == hash }?.layout
    }

    /// Whether the latest save has errors.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

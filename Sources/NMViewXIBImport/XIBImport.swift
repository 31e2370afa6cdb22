import NMViewDiagnostics
import NMViewModel

/// What importing one xib gives: a layout per top-level view, and the warnings about what could
/// not be carried over.
public struct XIBImport: Sendable {
    /// Where a written view came from: what another xib of the same screen is matched by.
    public struct ViewSource: Sendable, Hashable {
        /// IB's object id (`Fol-5e-btn`); copies of a xib for another device keep it.
        public var xibID: String
        /// The view's element.
        public var location: SourceLocation
        /// Whether the id was taken from an outlet or label rather than made from the class, so
        /// that the same id in another xib names the same view.
        public var isNamed: Bool
    }

    /// One layout made from a top-level view.
    public struct Layout: Sendable {
        /// The view class, which names the file (`<name>.nmview.yaml`).
        public var name: String
        /// The layout.
        public var document: LayoutDocument
        /// The position of the top-level view it was made from.
        public var location: SourceLocation
        /// Warnings about what of this view the format cannot express, sorted by position.
        public var diagnostics: [Diagnostic]
        /// Where each view of the primary tree came from, by the id written for it.
        public var views: [String: ViewSource]
    }

    /// The layouts, in the order of their views in the xib.
    public var layouts: [Layout]
    /// Warnings about top-level objects that are not views (cells, gesture recognizers, …).
    public var documentDiagnostics: [Diagnostic]

    /// Every warning of the import, sorted by position.
    public var diagnostics: [Diagnostic] {
        (documentDiagnostics + layouts.flatMap(\.diagnostics)).sorted()
    }
}

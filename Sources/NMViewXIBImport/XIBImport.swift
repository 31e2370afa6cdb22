import NMViewDiagnostics
import NMViewModel

/// What importing one xib gives: a layout per top-level view, and the warnings about what could
/// not be carried over.
public struct XIBImport: Sendable {
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

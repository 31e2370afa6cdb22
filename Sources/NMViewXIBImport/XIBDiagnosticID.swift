import NMViewDiagnostics

/// The ids of the importer's findings: `xib.*`, stable like every other id.
public enum XIBDiagnosticID {
    /// The file is not well-formed XML; the message is the parser's.
    public static let notXML: DiagnosticID = "xib.not-xml"
    /// Well-formed XML, but not an Interface Builder document.
    public static let notXIB: DiagnosticID = "xib.not-a-xib"
    /// A storyboard, which holds scenes rather than views.
    public static let storyboard: DiagnosticID = "xib.storyboard"
    /// An Interface Builder document for a platform other than iOS.
    public static let notCocoaTouch: DiagnosticID = "xib.not-cocoa-touch"
    /// A compiled, binary nib rather than its xib source.
    public static let binaryNib: DiagnosticID = "xib.binary-nib"
    /// A `<!DOCTYPE>`: xibs never have one, and its entities are how XML bombs work.
    public static let doctype: DiagnosticID = "xib.doctype"
    /// Bytes that are not UTF-8, which Xcode writes every xib in.
    public static let notUTF8: DiagnosticID = "xib.not-utf8"
    /// A custom class or module, an outlet or a selector that no code could have, which
    /// Interface Builder never saves.
    public static let invalidName: DiagnosticID = "xib.invalid-name"
    /// Two objects with one id, which Interface Builder never saves.
    public static let duplicateID: DiagnosticID = "xib.duplicate-id"
    /// A frame with a number that is not finite or a negative size, which Interface Builder never
    /// saves and the format refuses.
    public static let invalidFrame: DiagnosticID = "xib.invalid-frame"
    /// A file larger than the importer reads.
    public static let fileSize: DiagnosticID = "limit.xib-file-size"
    /// An archive-format xib of a version this importer does not know.
    public static let archiveVersion: DiagnosticID = "xib.archive-version"
    /// A xib without a single top-level view.
    public static let noViews: DiagnosticID = "xib.no-views"
    /// A view without a frame or size to take the design size from.
    public static let noSize: DiagnosticID = "xib.no-size"

    /// (warning) Auto Layout constraints, which the format has no place for.
    public static let constraints: DiagnosticID = "xib.constraints"
    /// (warning) A view placed by constraints: it keeps the frame IB stored for it.
    public static let positionedByConstraints: DiagnosticID = "xib.positioned-by-constraints"
    /// (warning) A stack view: its arranged subviews keep their stored frames.
    public static let stackView: DiagnosticID = "xib.stack-view"
    /// (warning) Size-class variations.
    public static let sizeClasses: DiagnosticID = "xib.size-classes"
    /// (warning) The cells inside a table or collection view, whose content is made at run time;
    /// a top-level cell's own attributes that its layout (its content view) has no place for.
    public static let cells: DiagnosticID = "xib.cells"
    /// (warning) Gesture recognizers.
    public static let gestureRecognizer: DiagnosticID = "xib.gesture-recognizer"
    /// (warning) User-defined runtime attributes other than the layer's that map to properties.
    public static let runtimeAttributes: DiagnosticID = "xib.runtime-attributes"
    /// (warning) A property or value the format does not declare for the view.
    public static let unsupportedProperty: DiagnosticID = "xib.unsupported-property"
    /// (warning) A connection the format cannot express (an outlet collection, an action to another object).
    public static let connection: DiagnosticID = "xib.connection"
    /// (warning) A font iOS does not install, or one the xib lists as the project's own.
    public static let customFont: DiagnosticID = "xib.custom-font"
    /// (warning) An asset catalog colour whose name the format cannot write: one that does not
    /// start with an ASCII letter, digit or `_` (left out), or one that is a UIKit colour's name,
    /// which the format reads as UIKit's (written as the components the xib lists for it).
    public static let assetColorName: DiagnosticID = "xib.asset-color-name"
    /// (warning) A view of an alternative layout that matches no view of the primary tree.
    public static let unmatchedView: DiagnosticID = "xib.unmatched-view"
    /// (warning) A safe-area guide whose insets cannot be known: no frame stored for it, and no
    /// known simulated device of the view's size.
    public static let safeArea: DiagnosticID = "xib.safe-area"
}

import NMViewDiagnostics
import NMViewModel

/// Makes an alternative layout from one of the original NMView's layout views: its subviews are
/// matched to the primary tree's by position, as NMViewLayout matched them, and only their frames
/// are kept, written with the primary views' ids.
struct AlternativeLayoutBuilder {
    /// The xib's path, for findings.
    var path: String
    /// Views of the alternative that match nothing in the primary tree.
    var findings: [Diagnostic] = []

    /// The layout `element` describes for the primary `root`, named `name`.
    mutating func layout(named name: String, from element: XIBElement, primary root: ViewNode) -> AlternativeLayout? {
        guard let frame = element.child(key: "frame", named: "rect").flatMap(ViewTreeConverter.rect) else {
            findings.append(
                .warning(XIBDiagnosticID.noSize, "the alternative layout '\(name)' has no frame: it is left out", at: location(element)))
            return nil
        }
        let size = Size(width: frame.width, height: frame.height)
        guard size.isUsableDesignSize else {
            findings.append(
                .warning(
                    XIBDiagnosticID.noSize,
                    "the alternative layout '\(name)' is \(YAMLText.number(size.width)) × \(YAMLText.number(size.height)) points, not a design size: it is left out",
                    at: location(element)))
            return nil
        }
        return AlternativeLayout(name: name, size: size, subviews: match(ViewTreeConverter.subviews(of: element), to: root.subviews))
    }

    /// Entries for `alternatives`, the i-th giving its frame to the i-th of `primary`.
    private mutating func match(_ alternatives: [XIBElement], to primary: [ViewNode]) -> [LayoutNode] {
        var entries: [LayoutNode] = []
        for (index, element) in alternatives.enumerated() {
            guard index < primary.count else {
                findings.append(
                    .warning(
                        XIBDiagnosticID.unmatchedView,
                        "'\(element["userLabel"] ?? element.name)' of an alternative layout is view \(index + 1) of its superview, which has only \(primary.count) in the primary layout: it is left out",
                        at: location(element)))
                continue
            }
            let view = primary[index]
            var entry = LayoutNode(id: view.id, frame: element.child(key: "frame", named: "rect").flatMap(ViewTreeConverter.rect))
            // Nothing below a view marked omitFromLayouts is touched, as in the original.
            if !view.omitFromLayouts {
                entry.subviews = match(ViewTreeConverter.subviews(of: element), to: view.subviews)
            }
            entries.append(entry)
        }
        return entries
    }

    /// The name of an alternative: its label as an identifier, else its orientation, else its size.
    static func name(for element: XIBElement, size: Size?, taken: Set<String>) -> String {
        if let label = element["userLabel"].flatMap(IdentifierNamer.identifier(from:)), !taken.contains(label) { return label }
        if let size {
            let orientation = size.width > size.height ? "landscape" : size.width < size.height ? "portrait" : "square"
            if !taken.contains(orientation) { return orientation }
            return "layout\(YAMLText.number(size.width))x\(YAMLText.number(size.height))".replacingOccurrences(of: ".", with: "_")
        }
        return IdentifierNamer.unique("layout", avoiding: taken)
    }

    private func location(_ element: XIBElement) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }
}

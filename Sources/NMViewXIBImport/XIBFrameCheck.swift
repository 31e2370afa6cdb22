import NMViewDiagnostics

/// Refuses a xib with a frame no view can have: a number that is not finite, or a negative width
/// or height. Interface Builder never saves one, and the format refuses both
/// (`rule.invalid-geometry`), so writing it would hand the user a layout lint rejects. Found by the
/// xib fuzzer (a height of -92).
struct XIBFrameCheck {
    /// The file's path as the user named it, for diagnostics.
    var path: String

    /// Throws at the first `<rect key="frame">` with such a number, in document order.
    func check(_ root: XIBElement) throws(Diagnostic) {
        try root.forEachInDocumentOrder { (element) throws(Diagnostic) in
            guard element.name == "rect", element["key"] == "frame" else { return }
            for name in ["x", "y", "width", "height"] {
                guard let text = element[name], let value = XIBNumber.parse(text) else { continue }
                let problem: String? =
                    if !value.isFinite {
                        "the frame's \(name) is '\(text)': a frame's numbers are finite"
                    } else if value < 0, name == "width" || name == "height" {
                        "the frame's \(name) is \(text): a view's size is never negative"
                    } else {
                        nil
                    }
                if let problem {
                    throw .error(
                        XIBDiagnosticID.invalidFrame, problem,
                        at: SourceLocation(file: path, line: element.line, column: element.column),
                        notes: [.init("open the file in Interface Builder, which repairs it, or correct the number")])
                }
            }
        }
    }
}

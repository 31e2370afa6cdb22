import NMViewDiagnostics

/// Refuses a xib in which two objects share an id: Interface Builder gives every object its own,
/// and outlets and actions name their views by it, so with two the importer cannot tell which view
/// an outlet is (it listed the outlet twice, which lint refuses). Found by the xib fuzzer.
struct XIBObjectIDCheck {
    /// The file's path as the user named it, for diagnostics.
    var path: String

    /// Throws at the second element that has an id the document already used.
    func check(_ root: XIBElement) throws(Diagnostic) {
        var first: [String: XIBElement] = [:]
        try root.forEachInDocumentOrder { (element) throws(Diagnostic) in
            guard let id = element["id"] else { return }
            if let earlier = first[id] {
                throw .error(
                    XIBDiagnosticID.duplicateID, "'\(id)' is the id of two objects: each object of a xib has its own",
                    at: location(element),
                    notes: [
                        .init("the first is here", at: location(earlier)),
                        .init("open the file in Interface Builder, which repairs it, or give one object a new id"),
                    ])
            }
            first[id] = element
        }
    }

    private func location(_ element: XIBElement) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }
}

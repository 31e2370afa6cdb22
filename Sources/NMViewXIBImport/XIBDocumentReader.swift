import NMViewDiagnostics

/// Turns a file's bytes into the root element of an iOS xib, or the one error that stops the
/// import: everything a file can be instead of a xib is refused here, before any output exists.
struct XIBDocumentReader {
    /// The file's path as the user named it, for diagnostics.
    var path: String
    /// The largest file read; larger ones are refused before parsing.
    var maximumSize: Int

    /// The document type of iOS xibs in both formats.
    static let cocoaTouchXIB = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// The document type of iPad-only xibs, in both formats: Xcode 3 and 4 told the devices apart,
    /// and Xcode still writes it for a xib made for the iPad alone.
    static let cocoaTouchIPadXIB = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
    /// The document type of iOS storyboards.
    static let cocoaTouchStoryboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// The root `<document>` or `<archive>` element of `bytes`.
    func read(_ bytes: [UInt8]) throws(Diagnostic) -> (root: XIBElement, locator: SourceLocator) {
        guard bytes.count <= maximumSize else {
            throw .error(
                XIBDiagnosticID.fileSize,
                "the file is \(bytes.count) bytes, more than the \(maximumSize) bytes a xib may have",
                at: SourceLocation(file: path))
        }
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("NIBArchive".utf8)) {
            throw .error(
                XIBDiagnosticID.binaryNib, "this is a compiled nib, not a xib: import the '.xib' it was compiled from",
                at: location(1, 1))
        }
        let locator = SourceLocator(bytes)
        // Xcode never writes a DTD; refusing every one rules out entity expansion and external fetches.
        if let doctype = locator.firstOccurrence(of: "<!DOCTYPE") {
            throw .error(
                XIBDiagnosticID.doctype, "a xib has no '<!DOCTYPE>': document type declarations and entities are refused",
                at: location(doctype.line, doctype.column))
        }
        // Xcode writes every xib in UTF-8; the scanner relies on it. (FoundationXML's parser, used
        // before, trapped on a name that was not: the fuzzer's first find.)
        if let offset = Self.firstInvalidUTF8Offset(bytes) {
            let at = locator.position(ofByteOffset: offset)
            let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            throw .error(
                XIBDiagnosticID.notUTF8,
                utf16
                    ? "the file is UTF-16: a xib is UTF-8, as Xcode writes it"
                    : "byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) is not UTF-8: a xib is UTF-8, as Xcode writes it",
                at: location(at.line, at.column),
                notes: [.init("save the file as UTF-8 (in Xcode: File Inspector, Text Encoding)")])
        }
        let root: XIBElement
        switch XMLScanner.parse(bytes, locator: locator) {
        case .success(let element): root = element
        case .failure(let failure):
            let at = locator.position(ofByteOffset: failure.offset)
            let notes = failure.note.map { note in
                let noteAt = locator.position(ofByteOffset: note.offset)
                return [Diagnostic.Note(note.message, at: location(noteAt.line, noteAt.column))]
            }
            throw .error(
                XIBDiagnosticID.notXML, "not well-formed XML: \(failure.message)", at: location(at.line, at.column),
                notes: notes ?? [])
        }
        try check(root)
        return (root, locator)
    }

    /// The offset of the first byte of `bytes` that does not begin or continue a valid UTF-8
    /// sequence; nil when all of it is UTF-8.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                // Eight ASCII bytes at a time: a xib is almost all ASCII, and decoding every
                // scalar was a twentieth of an import.
                if offset + 8 <= buffer.count,
                    UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    offset += 8
                    continue
                }
                if buffer[offset] < 0x80 {
                    offset += 1
                    continue
                }
                var iterator = buffer[offset...].makeIterator()
                var decoder = UTF8()
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: return nil
                case .error: return offset
                }
            }
            return nil
        }
    }

    /// Refuses a root that is not an iOS xib, naming what it is instead.
    private func check(_ root: XIBElement) throws(Diagnostic) {
        let at = location(root.line, root.column)
        guard root.name == "document" || root.name == "archive" else {
            throw .error(
                XIBDiagnosticID.notXIB, "not an Interface Builder file: the root element is '<\(root.name)>'", at: at)
        }
        let type = root["type"] ?? ""
        if type == Self.cocoaTouchStoryboard {
            throw .error(
                XIBDiagnosticID.storyboard, "a storyboard holds scenes, not views: open it in Xcode and move each view to a xib",
                at: at)
        }
        guard type == Self.cocoaTouchXIB || type == Self.cocoaTouchIPadXIB else {
            throw .error(
                XIBDiagnosticID.notCocoaTouch, "not an iOS xib: the document type is '\(type)'",
                at: at, notes: [.init("iOS xibs have type '\(Self.cocoaTouchXIB)' or, for the iPad alone, '\(Self.cocoaTouchIPadXIB)'")])
        }
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}

import NMViewDiagnostics

/// Refuses a xib naming a custom class or module that is not a name code could have: Interface
/// Builder never saves one, so the file was edited by hand or damaged, and whatever the importer
/// wrote for it (`view: "Card="`) lint would refuse in turn. Found by the xib fuzzer.
struct XIBClassNameCheck {
    /// The file's path as the user named it, for diagnostics.
    var path: String

    /// The attributes that name a class or its module.
    static let attributes = ["customClass", "customModule"]

    /// Throws at the first element whose custom class or module is not an identifier.
    func check(_ root: XIBElement) throws(Diagnostic) {
        // A stack, not recursion: a damaged file may nest elements thousands deep.
        var pending = [root]
        while let element = pending.popLast() {
            for attribute in Self.attributes {
                guard let name = element[attribute], !Self.isIdentifier(name) else { continue }
                throw .error(
                    XIBDiagnosticID.invalidClassName,
                    "'\(name)' is not a class name (\(attribute)): it starts with a letter or '_' and continues with letters, digits or '_'",
                    at: SourceLocation(file: path, line: element.line, column: element.column),
                    notes: [.init("set the class again in Interface Builder's Identity inspector")])
            }
            pending.append(contentsOf: element.children.reversed())
        }
    }

    /// Whether `name` matches the format's identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

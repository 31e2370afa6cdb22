import NMViewDiagnostics

/// Refuses a xib with a name code uses (a custom class or module, an outlet, an action's
/// selector) that no code could have: Interface Builder never saves one, so the file was edited
/// by hand or damaged, and what the importer wrote for it (`view: "Card="`, `id: "avat=ar"`) lint
/// would refuse in turn. Found by the xib fuzzer.
struct XIBCodeNameCheck {
    /// The file's path as the user named it, for diagnostics.
    var path: String

    /// What a name is, what it must look like, and which attribute of which elements holds it.
    struct Kind: Sendable {
        var what: String
        var rule: String
        var attribute: String
        /// The elements that hold it; nil for any.
        var elements: Set<String>?
        var isValid: @Sendable (String) -> Bool
    }

    /// The format's rule for identifiers, as its schema words it.
    static let identifierRule = "it starts with a letter or '_' and continues with letters, digits or '_'"

    /// Every name checked.
    static let kinds = [
        Kind(what: "a class name", rule: identifierRule, attribute: "customClass", elements: nil, isValid: { isIdentifier($0) }),
        Kind(what: "a module name", rule: identifierRule, attribute: "customModule", elements: nil, isValid: { isIdentifier($0) }),
        Kind(what: "an outlet name", rule: identifierRule, attribute: "property", elements: ["outlet", "outletCollection"], isValid: { isIdentifier($0) }),
        Kind(
            what: "a selector", rule: "it is a method name, optionally followed by ':' and further 'label:' parts",
            attribute: "selector", elements: ["action"], isValid: { isSelector($0) }),
    ]

    /// Throws at the first element with a name that is not what it must be.
    func check(_ root: XIBElement) throws(Diagnostic) {
        try root.forEachInDocumentOrder { (element) throws(Diagnostic) in
            for kind in Self.kinds where kind.elements?.contains(element.name) ?? true {
                guard let name = element[kind.attribute], !kind.isValid(name) else { continue }
                throw .error(
                    XIBDiagnosticID.invalidName, "'\(name)' is not \(kind.what) (\(kind.attribute)): \(kind.rule)",
                    at: SourceLocation(file: path, line: element.line, column: element.column),
                    notes: [.init("set it again in Interface Builder (the Identity or Connections inspector)")])
            }
        }
    }

    /// Whether `name` is an identifier, by the schema's pattern for one.
    static func isIdentifier(_ name: String) -> Bool {
        name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil
    }

    /// Whether `name` is a selector, by the schema's pattern for one: an identifier, optionally
    /// followed by ':' and further 'label:' parts (`refresh`, `refresh:`, `move:to:`).
    static func isSelector(_ name: String) -> Bool {
        name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*(:([A-Za-z_][A-Za-z0-9_]*:)*)?/) != nil
    }
}

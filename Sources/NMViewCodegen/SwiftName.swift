/// How the names in a layout become Swift names in the code `nmview generate swift` writes, and
/// which of them need care; lint's Swift rules ask the same questions here, so the two agree.
///
/// - An id is used as it is (`avatar`). An id with dots, which the resolver gives the views inside
///   a template copy (`key1.label`), is joined in lower camel case (`key1Label`): the form a Swift
///   developer would write, and still unambiguous in practice; two ids that meet in one name are
///   a lint error (`rule.swift-name-clash`).
/// - A layout name may be any text (`iPad landscape`): its runs of letters, digits and
///   underscores are joined the same way (`iPadLandscape`), and a name starting with a digit gets
///   a leading underscore.
/// - A name that is a Swift keyword is escaped with backticks wherever it is declared or used
///   (`` `default` ``), which compiles; lint warns (`rule.swift-keyword`), since every use must
///   then be escaped too.
public enum SwiftName {
    /// The words that need backticks to be a member's name: Swift's reserved words, and the
    /// names that mean something else after a dot (`x.init`, `x.Type`, `x.self`).
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Type", "Protocol",
    ]

    /// Whether `name` needs backticks to be declared or used as a member.
    public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// `name` ready to write in Swift: in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// The Swift name of a view id: as it is, or its dotted parts in lower camel case
    /// (`key1.label` → `key1Label`). Not escaped.
    public static func forID(_ id: String) -> String {
        camelCase(id.split(separator: ".", omittingEmptySubsequences: true).map(String.init))
    }

    /// The Swift name of any text, such as a layout's name: its runs of letters, digits and
    /// underscores in lower camel case (`iPad landscape` → `iPadLandscape`), with a leading
    /// underscore before a digit, and `_` for text with none. Not escaped.
    public static func forText(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if isIdentifierScalar(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let name = camelCase(words)
        guard let first = name.unicodeScalars.first else { return "_" }
        return ("0"..."9").contains(first) ? "_" + name : name
    }

    /// The Swift method a selector names when it takes at most the sender: `followTapped` and
    /// `followTapped:` are `followTapped(_:)`. `nil` for a selector of more parts
    /// (`valueChanged:forEvent:`), which only the Objective-C runtime can call.
    public static func method(forSelector selector: String) -> String? {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return selector
        case 2 where parts[1].isEmpty: return String(parts[0])
        default: return nil
        }
    }

    /// Words joined in lower camel case: the first as it is, each later one with its first letter
    /// in upper case.
    private static func camelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return words.dropFirst().reduce(first) { name, word in
            name + word.prefix(1).uppercased() + word.dropFirst()
        }
    }

    /// ASCII letters, digits and the underscore: what the format's identifiers allow.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

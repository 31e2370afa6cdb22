/// Hands out ids for a layout's views: valid identifiers, unique in the file, taken from outlet
/// names first (code already uses them), then IB's labels, then the class.
struct IdentifierNamer {
    private var taken: Set<String> = []
    /// The next counter to try for each base, so the hundredth `label` does not try `label2` to
    /// `label100` again (that made naming quadratic in the number of views of one class).
    private var nextCounter: [String: Int] = [:]

    /// Marks `names` as used, so that labels and classes do not take the outlets' names.
    mutating func reserve(_ names: some Sequence<String>) {
        taken.formUnion(names)
    }

    /// `base` if free, else `base2`, `base3`, …; the name is then taken.
    mutating func unique(_ base: String) -> String {
        var name = base
        var counter = nextCounter[base] ?? 2
        while taken.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        if name != base { nextCounter[base] = counter }
        taken.insert(name)
        return name
    }

    /// `base` if not in `taken`, else the first of `base2`, `base3`, … that is not.
    static func unique(_ base: String, avoiding taken: Set<String>) -> String {
        var name = base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        return name
    }

    /// A lower camel case identifier from free text ("Follow Button" → followButton), or nil when
    /// it has no letters or digits.
    static func identifier(from text: String) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else { return nil }
        var name = lowercasingFirst(first) + words.dropFirst().map(capitalizingFirst).joined()
        if let lead = name.first, lead.isNumber { name = "_" + name }
        return name
    }

    /// An upper camel case type name from free text ("profile card" → ProfileCard).
    static func typeName(from text: String) -> String? {
        identifier(from: text).map { $0.hasPrefix("_") ? "View" + $0 : capitalizingFirst($0) }
    }

    /// The id a view of `className` gets without a better name: UILabel → label, App.Chart → chart.
    static func identifier(forClass className: String) -> String {
        var bare = className.split(separator: ".").last.map(String.init) ?? className
        if bare.hasPrefix("UI"), bare.count > 2, let third = bare.dropFirst(2).first, third.isUppercase {
            bare = String(bare.dropFirst(2))
        }
        return identifier(from: bare) ?? "view"
    }

    private static func lowercasingFirst(_ word: String) -> String {
        // An acronym at the start stays readable: "URLField" → urlField, "ID" → id.
        let upper = word.prefix { $0.isUppercase }
        if upper.count > 1, upper.count < word.count {
            return upper.dropLast().lowercased() + word.dropFirst(upper.count - 1)
        }
        if upper.count == word.count { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}

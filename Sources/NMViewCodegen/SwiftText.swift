/// The small pieces of Swift text the writer puts together: string literals, numbers, wrapped
/// comments and lists in prose.
enum SwiftText {
    /// `text` as lines of at most the writer's line width, each starting with `prefix`.
    static func wrap(_ text: String, prefix: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > SwiftInterfaceWriter.lineWidth {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { prefix + $0 + "\n" }.joined()
    }

    /// The file's name without its folders: the same in every checkout and build folder.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 2 more`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2, 3: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        default: return items.prefix(2).joined(separator: ", ") + " and \(items.count - 2) more"
        }
    }

    /// `a` or `an`, by how the class name sounds: UIImageView is "a UI…", ExampleView "an Example…".
    static func article(for name: String) -> String {
        let spoken = name.hasPrefix("UI") ? "u" : name.prefix(1).lowercased()
        return ["a", "e", "i", "o"].contains(spoken) ? "an" : "a"
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A size as written: `320`, `320.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `MyModule.Chart` as (`MyModule`, `Chart`); `nil` for a name without a module.
    static func split(_ name: String) -> (String, String)? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}

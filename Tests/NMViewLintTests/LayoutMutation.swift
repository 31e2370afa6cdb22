import NMViewTestSupport

/// Random edits of layout text, of the kinds a person makes while editing: a value changed, a
/// line deleted or doubled, a class renamed, a syntax slip, the layout made a cell or a view.
enum LayoutMutation {
    /// `text` changed by one random edit; `classes` are names to rename classes to.
    static func mutate(_ text: String, classes: [String], using random: inout SeededGenerator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return "root: {}\n" }
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0: lines.remove(at: index)
        case 1: lines.insert(lines[index], at: index)
        case 2: lines[index] = renamingClass(lines[index], to: classes.randomElement(using: &random) ?? "UIView")
        case 3: lines[index] += Bool.random(using: &random) ? ": [" : " {,"
        case 4: lines[index] = changingNumber(lines[index], using: &random)
        case 5:
            // A kind changes what other layouts may do with the class (a cell is never nested).
            if let kind = lines.firstIndex(where: { $0.hasPrefix("kind: ") }) {
                lines.remove(at: kind)
            } else if let header = lines.firstIndex(where: { $0.hasPrefix("nmview: ") }) {
                lines.insert(Bool.random(using: &random) ? "kind: tableCell" : "kind: collectionCell", at: header + 1)
            }
        default:
            // A view of another layout's class, composed from that file.
            let name = classes.randomElement(using: &random) ?? "UIView"
            lines.insert("  - {class: \(name), frame: [0, 0, 10, 10]}", at: index)
        }
        return lines.joined(separator: "\n")
    }

    /// A new layout that composes the classes `uses`, describing `name`.
    static func composer(named name: String, uses: [String]) -> String {
        var text = "nmview: 1\nview: \(name)\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n"
        for (index, use) in uses.enumerated() {
            text += "    - {id: part\(index), class: \(use), frame: [0, \(index * 20), 100, 20]}\n"
        }
        return text
    }

    private static func renamingClass(_ line: String, to name: String) -> String {
        for key in ["class: ", "view: "] {
            guard let range = line.range(of: key) else { continue }
            let rest = line[range.upperBound...]
            let end = rest.firstIndex { ",} ".contains($0) } ?? rest.endIndex
            return line[..<range.upperBound] + name + line[end...]
        }
        return line
    }

    private static func changingNumber(_ line: String, using random: inout SeededGenerator) -> String {
        guard let digit = line.firstIndex(where: \.isNumber) else { return line + " # edited" }
        return line.replacingCharacters(in: digit...digit, with: String(Int.random(in: 0...9, using: &random)))
    }
}

/// JSON Pointers (RFC 6901) to nodes, such as `/root/subviews/0/frame`.
extension SourceNode {
    /// The path from the root to this node. Inside aliased content it names the anchored copy,
    /// which holds the same value.
    public var pointer: String {
        var tokens: [String] = []
        var current = self
        while let parent = current.parent {
            tokens.append(parent.token(for: current))
            current = parent
        }
        return tokens.reversed().reduce("") { $0 + "/" + Self.escape($1) }
    }

    /// The reference token under which `child` sits in this container.
    private func token(for child: SourceNode) -> String {
        let own = record
        let start = Int(own.start)
        let slice = tree.children[start..<start + own.count]
        guard let position = slice.firstIndex(of: child.index) else { return "" }
        let offset = position - start
        switch own.kind {
        case .sequence:
            return String(offset)
        case .mapping:
            // A key's own token is the key text itself; a value's is its key's text.
            let keyIndex = offset % 2 == 0 ? offset : offset - 1
            return SourceNode(tree: tree, index: tree.children[start + keyIndex]).scalar ?? ""
        case .scalar, .alias:
            return ""
        }
    }

    /// Escapes `~` and `/` as RFC 6901 requires.
    public static func escape(_ token: String) -> String {
        var result = ""
        for character in token {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }
}

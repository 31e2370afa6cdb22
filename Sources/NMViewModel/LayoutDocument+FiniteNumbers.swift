extension PropertyValue {
    /// Whether every number in the value is finite: JSON, and so a compiled layout, holds no other.
    public var hasOnlyFiniteNumbers: Bool {
        switch self {
        case .number(let value): return value.isFinite
        case .string, .bool: return true
        case .list(let values): return values.allSatisfy(\.hasOnlyFiniteNumbers)
        case .object(let values): return values.values.allSatisfy(\.hasOnlyFiniteNumbers)
        }
    }
}

extension LayoutDocument {
    /// Whether every size, frame and property number is finite, as compiled JSON requires: YAML
    /// reads `.inf`, `.nan` and `1e400`, which `compiledJSON()` cannot write.
    public var hasOnlyFiniteNumbers: Bool {
        func finite(_ size: Size) -> Bool { size.width.isFinite && size.height.isFinite }
        func finite(_ frame: Rect?) -> Bool {
            guard let frame else { return true }
            return [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
        }
        func finite(_ node: ViewNode) -> Bool {
            finite(node.frame) && node.properties.values.allSatisfy(\.hasOnlyFiniteNumbers) && node.subviews.allSatisfy(finite)
        }
        func finite(_ node: LayoutNode) -> Bool { finite(node.frame) && node.subviews.allSatisfy(finite) }
        return finite(size) && finite(root) && templates.values.allSatisfy(finite)
            && layouts.allSatisfy { finite($0.size) && $0.subviews.allSatisfy(finite) }
    }
}

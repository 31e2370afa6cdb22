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

extension Rect {
    /// Whether all four numbers are finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

extension ViewNode {
    /// Whether every number of this view and its subviews (frames and properties) is finite.
    ///
    /// Views are reached by pointer where they lie: handing each one to a closure copied every
    /// view of the tree, and the linter asks this of every document.
    public var hasOnlyFiniteNumbers: Bool {
        withUnsafePointer(to: self) { Self.hasOnlyFiniteNumbers($0) }
    }

    private static func hasOnlyFiniteNumbers(_ view: UnsafePointer<ViewNode>) -> Bool {
        if let frame = view.pointee.frame, !frame.isFinite { return false }
        for value in view.pointee.properties.values where !value.hasOnlyFiniteNumbers { return false }
        return view.pointee.subviews.withUnsafeBufferPointer { subviews in
            guard let first = subviews.baseAddress else { return true }
            return subviews.indices.allSatisfy { hasOnlyFiniteNumbers(first + $0) }
        }
    }
}

extension LayoutNode {
    /// Whether every frame of this entry and its subviews is finite.
    var hasOnlyFiniteNumbers: Bool {
        (frame?.isFinite ?? true) && subviews.allSatisfy(\.hasOnlyFiniteNumbers)
    }
}

extension LayoutDocument {
    /// Whether every size, frame and property number is finite, as compiled JSON requires: YAML
    /// reads `.inf`, `.nan` and `1e400`, which `compiledJSON()` cannot write.
    public var hasOnlyFiniteNumbers: Bool {
        func finite(_ size: Size) -> Bool { size.width.isFinite && size.height.isFinite }
        return finite(size) && root.hasOnlyFiniteNumbers && templates.values.allSatisfy(\.hasOnlyFiniteNumbers)
            && layouts.allSatisfy { finite($0.size) && $0.subviews.allSatisfy(\.hasOnlyFiniteNumbers) }
    }
}

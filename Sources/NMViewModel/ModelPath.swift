/// Where a value sits in a layout document, as keys and list indexes from the top
/// (`root`, `subviews`, 2, `frame`). It mirrors the file, so a lint finding on the model finds
/// its line and column by following the same path through the source tree.
public struct ModelPath: Hashable, Sendable, CustomStringConvertible {
    /// One step.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document's top.
    public var components: [Component]

    /// A path of the given steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// This path with a key appended.
    public func appending(_ key: String) -> ModelPath { ModelPath(components + [.key(key)]) }

    /// This path with an index appended.
    public func appending(_ index: Int) -> ModelPath { ModelPath(components + [.index(index)]) }

    /// A JSON Pointer: `/root/subviews/2/frame`.
    public var description: String {
        components.map { component in
            switch component {
            case .key(let key): return "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            case .index(let index): return "/\(index)"
            }
        }.joined()
    }
}

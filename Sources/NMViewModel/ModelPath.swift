/// Where a value sits in a layout document, as keys and list indexes from the top
/// (`root`, `subviews`, 2, `frame`). It mirrors the file, so a lint finding on the model finds
/// its line and column by following the same path through the source tree.
///
/// Paths are made for every view the resolver and the rules walk, and read only for the few that
/// have a finding, so a path is a chain of steps that shares its parent: appending is one small
/// allocation, not a copy of every step above.
public struct ModelPath: Hashable, Sendable, CustomStringConvertible {
    /// One step.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The last step and the path before it.
    private final class Step: Sendable {
        let parent: Step?
        let component: Component

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private let last: Step?

    /// A path of the given steps.
    public init(_ components: [Component] = []) {
        last = components.reduce(nil) { Step(parent: $0, component: $1) }
    }

    private init(last: Step) { self.last = last }

    /// The steps from the document's top.
    public var components: [Component] {
        var result: [Component] = []
        var step = last
        while let current = step {
            result.append(current.component)
            step = current.parent
        }
        return result.reversed()
    }

    /// This path with a key appended.
    public func appending(_ key: String) -> ModelPath { ModelPath(last: Step(parent: last, component: .key(key))) }

    /// This path with an index appended.
    public func appending(_ index: Int) -> ModelPath { ModelPath(last: Step(parent: last, component: .index(index))) }

    public static func == (lhs: ModelPath, rhs: ModelPath) -> Bool {
        lhs.last === rhs.last || lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

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

/// The templates being expanded, outermost first, to catch a template that contains itself.
///
/// A set beside the list answers whether a name is in it: copies nest up to 128 levels, and
/// searching the list at every copy of a deep chain was a sixth of resolving it.
struct TemplateChain {
    /// The names, outermost first.
    private(set) var names: [String] = []
    /// The same names, to look up.
    private var members: Set<String> = []

    /// Whether no template is being expanded.
    var isEmpty: Bool { names.isEmpty }

    /// Whether `name` is being expanded.
    func contains(_ name: String) -> Bool { members.contains(name) }

    /// Enters `name`, which is not in the chain.
    mutating func push(_ name: String) {
        names.append(name)
        members.insert(name)
    }

    /// Leaves the innermost template.
    mutating func pop() {
        members.remove(names.removeLast())
    }
}

import NMViewDiagnostics
import NMViewModel

/// What Auto Layout placed in one layout: the views positioned by constraints and the
/// constraints left behind. A xib made with Auto Layout has them on most views, and a warning for
/// each was more than half of every import's warnings; one of each per layout says the same.
struct ConstraintSummary {
    /// Views positioned by constraints, with where each is.
    var positioned: [(node: ViewNode, location: SourceLocation)] = []
    /// `<constraints>` elements: how many each holds, whose they are, and where.
    var constraints: [(count: Int, owner: String, location: SourceLocation)] = []

    /// How many views a warning names before it says how many more there are.
    static let namedViewsLimit = 5
}

extension ViewTreeConverter {
    /// One warning for the views positioned by constraints and one for the constraints, at the
    /// first of each; a single view or `<constraints>` is reported as it always was.
    mutating func reportConstraintSummaries() {
        let summary = constraintSummary
        constraintSummary = ConstraintSummary()
        if let (node, at) = summary.positioned.first {
            let message: String
            if summary.positioned.count == 1 {
                let frame = node.frame.map(YAMLText.frame) ?? "none"
                message = "'\(node.id ?? "view")' was positioned by constraints: it keeps the frame IB stored, \(frame), without autoresizing"
            } else {
                let names = Self.nameList(summary.positioned.map { $0.node.id ?? "view" })
                message = "\(summary.positioned.count) views were positioned by constraints (\(names)): they keep the frames IB stored, without autoresizing"
            }
            findings.append(.warning(XIBDiagnosticID.positionedByConstraints, message, at: at))
        }
        if let first = summary.constraints.first {
            let total = summary.constraints.reduce(0) { $0 + $1.count }
            let whose = summary.constraints.count == 1
                ? "of \(first.owner)" : "of \(summary.constraints.count) views (\(Self.nameList(summary.constraints.map(\.owner))))"
            findings.append(
                .warning(
                    XIBDiagnosticID.constraints,
                    "\(total) constraint\(total == 1 ? "" : "s") \(whose) not carried over: the format places views by frame and autoresizing mask",
                    at: first.location))
        }
    }

    /// `'a', 'b', 'c' and 2 more`: the first few names of a list in quotes.
    private static func nameList(_ names: [String]) -> String {
        let shown = names.prefix(ConstraintSummary.namedViewsLimit).map { $0.hasPrefix("'") ? $0 : "'\($0)'" }.joined(separator: ", ")
        let more = names.count - ConstraintSummary.namedViewsLimit
        return more > 0 ? "\(shown) and \(more) more" : shown
    }
}

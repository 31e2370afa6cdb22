import NMViewDiagnostics
import NMViewSchema
import NMViewSourceTree

/// The validator contender: `SchemaValidator.validate` on a tree that was read beforehand, so
/// only the schema walk is timed, with every finding collected as `nmview lint` collects them.
struct ValidatorUnderTest {
    /// The compiled schema.
    let validator: SchemaValidator

    /// How many findings of the first validation to show when the layout is not valid.
    static let shownFindings = 5

    /// Validates `tree` and returns the number of findings; the count is compared across runs
    /// and keeps the result alive, so the optimiser cannot drop the work.
    func validate(_ tree: SourceTree) -> Int {
        validator.validate(tree).count
    }

    /// Validates `tree` once and throws, with the first findings, unless it has no errors: the
    /// generated layout must be valid against the schema, or the benchmark would time error
    /// reporting (and a schema that rejects everything early would pass for a fast one).
    func checkValid(_ tree: SourceTree, views: Int) throws(BenchmarkError) {
        let findings = validator.validate(tree)
        guard findings.containsErrors else { return }
        let errors = findings.filter { $0.severity == .error }
        let shown = errors.prefix(Self.shownFindings).map { "  \($0.location): \($0.message)" }
        throw BenchmarkError(
            """
            the generated \(views)-view layout is not valid against the schema (\(errors.count) errors); \
            LayoutGenerator must be fixed to write schema-valid layouts. First findings \
            (`nmview-bench --emit-layout \(views)` prints the layout):
            \(shown.joined(separator: "\n"))
            """)
    }
}

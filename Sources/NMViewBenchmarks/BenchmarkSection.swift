/// One part of the benchmark that `--only` can pick; each becomes its own table in the report.
/// They always run in the order of the cases, whatever order `--only` names them in.
enum BenchmarkSection: String, CaseIterable {
    /// `YAMLReader` against the libyaml floor, with the read's peak memory.
    case reader
    /// `SchemaValidator.validate` on a tree read beforehand, against the libyaml floor.
    case validator
    /// The whole `nmview lint` process against `check-jsonschema` on the same file.
    case lint
    /// The whole in-process lint pipeline against the libyaml floor, and decoding compiled JSON
    /// against reading the YAML into the model.
    case pipeline
    /// Switching layouts on a 10,000-view headless tree against the original's way of doing it.
    case engine
    /// Creating a 1,000-view headless host whose views carry every declared property, against the
    /// same layout with no properties.
    case properties
    /// Instantiating copies of a template in memory against reading its file for every copy.
    case templates
    /// Writing compiled JSON directly against `JSONEncoder`, on the 1,000- and 10,000-view layouts.
    case compiledEncode = "compiled-encode"
    /// A live-reload save re-applied in place on a 1,000-view host against building a new host.
    case reload
    /// Importing a 1,000-view xib against linting the layout it becomes.
    case importXIB = "import-xib"
    /// 1,000 cells read from their compiled file each, built from the layout in memory, and
    /// dequeued with reuse.
    case cells
    /// A lint with every rule against one with the accessibility group off, on the 10,000-view layout.
    case audit

    /// The sections named in a comma-separated list such as `validator,lint`, or why the list
    /// makes no sense.
    static func parseList(_ text: String) throws(BenchmarkError) -> Set<BenchmarkSection> {
        var sections = Set<BenchmarkSection>()
        for item in text.split(separator: ",") {
            let name = item.filter { !$0.isWhitespace }.lowercased()
            guard let section = BenchmarkSection(rawValue: name) else {
                let known = allCases.map(\.rawValue).joined(separator: ", ")
                throw BenchmarkError("'\(item)' is not a benchmark section; choose from \(known)")
            }
            sections.insert(section)
        }
        guard !sections.isEmpty else { throw BenchmarkError("--only needs at least one section") }
        return sections
    }
}

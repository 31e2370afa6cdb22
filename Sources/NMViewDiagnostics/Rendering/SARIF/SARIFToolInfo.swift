/// What a SARIF log says about the tool that wrote it: its name, version and rule catalog.
///
/// The diagnostics module knows nothing of the lint rules, so the caller describes them here.
public struct SARIFToolInfo: Sendable, Equatable {
    /// One entry of the rule catalog (`tool.driver.rules`).
    public struct Rule: Sendable, Equatable {
        /// The id findings of this rule carry.
        public var id: DiagnosticID
        /// The severity its findings have unless configured otherwise.
        public var severity: Severity
        /// One sentence: what it catches.
        public var summary: String

        /// A catalog entry.
        public init(id: DiagnosticID, severity: Severity, summary: String) {
            self.id = id
            self.severity = severity
            self.summary = summary
        }
    }

    /// The tool's name, such as `nmview`.
    public var name: String
    /// The tool's version, as `--version` prints it.
    public var version: String
    /// Where people learn about the tool, if anywhere.
    public var informationURI: String?
    /// The rules the tool documents; ids found outside it are listed after them by id alone.
    public var rules: [Rule]

    /// A tool description.
    public init(name: String, version: String, informationURI: String? = nil, rules: [Rule] = []) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
        self.rules = rules
    }
}

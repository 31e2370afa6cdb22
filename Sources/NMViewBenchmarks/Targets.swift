/// The targets from the issue, and which sizes they apply to.
enum Targets {
    /// Reader median time at most this multiple of the floor's.
    static let maxReaderToFloor = 1.5
    /// Memory the read adds to the process peak, at most this multiple of the file size.
    static let maxPeakToFileSize = 10.0
    /// Validation median time (on a tree already read) at most this multiple of the floor's.
    static let maxValidatorToFloor = 0.5
    /// `check-jsonschema` median time at least this multiple of the whole `nmview lint` process's,
    /// on the same 10,000-view file.
    static let minLintSpeedup = 100.0
    /// The whole in-process lint pipeline (read, validate, decode, resolve, rules) at most this
    /// multiple of the floor's median.
    static let maxPipelineToFloor = 2.0
    /// Decoding the compiled JSON of a layout must take less than this multiple of reading its
    /// YAML into the model (strictly less: "faster than").
    static let maxJSONToYAML = 1.0
    /// The original's layout switch (a dictionary keyed by view identity, a recursive walk that
    /// decides by class name whether to descend) at least this multiple of ours, per switch.
    static let minEngineSpeedup = 10.0
    /// A lint with the accessibility audit at most this multiple of the lint before it: without
    /// the audit's three rules, with the contrast rule, which every lint ran before the audit and
    /// which has joined its group (issue 31), on the 10,000-view layout.
    static let maxAuditOverhead = 1.10
    /// Smallest layout the targets apply to: below it, fixed costs and timer resolution dominate,
    /// so smaller sizes are reported for information only.
    static let smallestGradedViews = 10_000

    /// Whether a layout of `views` views is held to the targets.
    static func isGraded(views: Int) -> Bool {
        views >= smallestGradedViews
    }
}

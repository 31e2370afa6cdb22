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
    /// Smallest layout the targets apply to: below it, fixed costs and timer resolution dominate,
    /// so smaller sizes are reported for information only.
    static let smallestGradedViews = 10_000

    /// Whether a layout of `views` views is held to the targets.
    static func isGraded(views: Int) -> Bool {
        views >= smallestGradedViews
    }
}

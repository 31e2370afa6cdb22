/// A failure of the benchmark harness itself (files, child process, command line), as opposed to
/// a reader failure, which traps.
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong, for the error output.
    var description: String

    /// An error that says `description`.
    init(_ description: String) {
        self.description = description
    }
}

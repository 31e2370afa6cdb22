/// Why the watch benchmark could not measure: a message for standard error.
struct WatchBenchError: Error, CustomStringConvertible {
    /// The sentence printed after `nmview-watch-bench: `.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

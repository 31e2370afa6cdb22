/// A command line that names something the file does not have (a layout, say): found only once
/// the file is read, so after argument-parser's checks. Printed as `nmview: error: message`,
/// without a usage summary that would say nothing about it, and exits 64.
struct UsageProblem: Error {
    /// What is wrong, lowercase, user text in 'single quotes'.
    var message: String
}

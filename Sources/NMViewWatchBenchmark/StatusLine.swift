/// One of the lines `nmview watch` prints per changed file on standard output:
/// `✓ folder/Bench.nmview.yaml 31 ms (578 warnings)` or `✗ folder/Bench.nmview.yaml 30 ms (2 errors)`;
/// the first lint's lines have no time.
struct StatusLine: Sendable, Equatable {
    /// `✓`: no errors (warnings allowed); `✗`: errors.
    let succeeded: Bool
    /// The path as printed.
    let path: String
    /// The lint time the watch measured for the batch, in whole milliseconds, when printed.
    let lintMilliseconds: Int?

    /// The status line in `line` for a file named `fileName`, or `nil` for any other line.
    init?(_ line: String, fileName: String) {
        let succeeded: Bool
        if line.hasPrefix("✓ ") {
            succeeded = true
        } else if line.hasPrefix("✗ ") {
            succeeded = false
        } else {
            return nil
        }
        let rest = line.dropFirst(2)
        guard let nameRange = rest.range(of: fileName) else { return nil }
        let path = rest[..<nameRange.upperBound]
        guard path == fileName || path.hasSuffix("/" + fileName) else { return nil }
        let words = rest[nameRange.upperBound...].split(separator: " ")
        self.succeeded = succeeded
        self.path = String(path)
        if words.count >= 2, words[1] == "ms", let number = Int(words[0]) {
            lintMilliseconds = number
        } else {
            lintMilliseconds = nil
        }
    }
}

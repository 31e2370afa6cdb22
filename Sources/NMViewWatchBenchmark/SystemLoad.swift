import Foundation

/// The system's load averages (`/proc/loadavg`: 1, 5 and 15 minutes), reported beside the
/// results: on a machine shared with builds, waiting for a CPU is part of every latency.
enum SystemLoad {
    /// "1.02 0.87 0.60", or `nil` where there is no `/proc/loadavg`.
    static func current() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}

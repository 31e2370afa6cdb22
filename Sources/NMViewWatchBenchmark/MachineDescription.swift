import Foundation

/// One line saying what the benchmark ran on: system, kernel, architecture, processor, cores and
/// memory, from `/etc/os-release` and `/proc` where they exist.
enum MachineDescription {
    /// "Linux 6.1.0-28-amd64 x86_64 (Debian GNU/Linux 12 (bookworm)), Intel(R) Xeon(R) …, 2 cores, 7.8 GiB".
    static func current() -> String {
        let info = ProcessInfo.processInfo
        var system = "\(osName()) \(kernel() ?? info.operatingSystemVersionString) \(architecture)"
        if let distribution = field("PRETTY_NAME", in: "/etc/os-release") { system += " (\(distribution))" }
        var parts = [system]
        if let model = cpuModel() { parts.append(model) }
        parts.append("\(info.activeProcessorCount) cores")
        parts.append(String(format: "%.1f GiB", Double(info.physicalMemory) / 1_073_741_824))
        return parts.joined(separator: ", ")
    }

    /// The processor architecture the benchmark was built for.
    private static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "unknown architecture"
        #endif
    }

    /// The operating system's name.
    private static func osName() -> String {
        #if os(Linux)
        "Linux"
        #elseif os(macOS)
        "macOS"
        #else
        "unknown system"
        #endif
    }

    /// The kernel release, from `/proc`.
    private static func kernel() -> String? {
        (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first processor's model name, from `/proc/cpuinfo`.
    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// `KEY="value"` from an os-release style file.
    private static func field(_ key: String, in path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + "=") {
            return line.dropFirst(key.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }
}

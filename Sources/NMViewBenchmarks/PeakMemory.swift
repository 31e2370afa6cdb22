#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewYAML

/// Peak memory of reading one layout file, measured in a fresh child process (this same
/// executable in its hidden `--child-read` mode): the peak resident size is a high-water mark for
/// the whole process, so only a process that has done nothing but load the file shows what the
/// read itself needs.
enum PeakMemory {
    /// The argument that switches the executable into child mode.
    static let childFlag = "--child-read"

    /// What the child saw.
    struct Sample {
        /// Views in the layout.
        var views: Int
        /// Size of the layout file.
        var fileBytes: Int
        /// Peak resident size with the file loaded, before reading.
        var peakBeforeBytes: Int
        /// Peak resident size after reading, with the tree still alive.
        var peakAfterBytes: Int

        /// What the read added to the peak: the builder's buffers, libyaml's, and the tree.
        var deltaBytes: Int { max(peakAfterBytes - peakBeforeBytes, 0) }
        /// The delta as a multiple of the file size: the figure held to the target.
        var ratio: Double { fileBytes > 0 ? Double(deltaBytes) / Double(fileBytes) : 0 }
    }

    /// The process's peak resident size so far, in bytes: Linux's `VmHWM` where there is one,
    /// else `getrusage`'s `ru_maxrss`.
    ///
    /// On Linux `ru_maxrss` cannot be used for the child: `execve` carries the parent's high-water
    /// mark over into it (the kernel keeps the larger of the old and new address spaces' peaks), so
    /// the child would start at the parent's peak, with the generated layouts in it, and a read
    /// would seem to add nothing. `VmHWM` is the peak of the current address space only, which
    /// starts afresh at `execve`.
    static func peakResidentBytes() -> Int {
        highWaterMark() ?? maxResidentFromRusage()
    }

    /// `VmHWM` from `/proc/self/status`, in bytes; `nil` where there is no such file.
    private static func highWaterMark() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            // "VmHWM:    31904 kB"
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2, let kibibytes = Int(fields[1]) else { return nil }
            return kibibytes * 1024
        }
        return nil
    }

    /// `ru_maxrss` in bytes.
    private static func maxResidentFromRusage() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        // Glibc imports RUSAGE_SELF as an enum case but getrusage takes a plain Int32.
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        // macOS reports bytes.
        return Int(usage.ru_maxrss)
        #else
        // Linux reports KiB.
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// Child side: loads `path`, reads it, and prints one line for the parent. Returns the exit
    /// status.
    static func runChild(path: String) -> Int32 {
        let file: SourceFile
        switch SourceFile.load(path) {
        case .success(let loaded):
            file = loaded
        case .failure(let diagnostic):
            FileHandle.standardError.write(Data("nmview-bench: \(diagnostic.message)\n".utf8))
            return 1
        }
        let before = peakResidentBytes()
        let result = YAMLReader().read(file)
        let after = peakResidentBytes()
        guard result.succeeded, let tree = result.tree else {
            FileHandle.standardError.write(Data("nmview-bench: the reader failed on \(path)\n".utf8))
            return 1
        }
        // The tree is still referenced here, so the second reading was taken with it alive.
        print("before=\(before) after=\(after) nodes=\(tree.nodeCount)")
        return 0
    }

    /// Parent side: runs `executable` in child mode on the layout at `path` and returns its sample.
    static func measure(views: Int, path: String, fileBytes: Int, executable: String) throws -> Sample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [childFlag, path]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot start \(executable) for the memory measurement: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("the memory child exited with status \(process.terminationStatus)")
        }
        var fields: [String: Int] = [:]
        for pair in text.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let before = fields["before"], let after = fields["after"] else {
            throw BenchmarkError("the memory child printed no measurement: \(text)")
        }
        return Sample(views: views, fileBytes: fileBytes, peakBeforeBytes: before, peakAfterBytes: after)
    }

    /// This executable's path, to start it again as the child: `/proc/self/exe` resolved where
    /// there is one (it does not depend on the working directory or `PATH`), else Foundation's idea.
    static func currentExecutable() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return Bundle.main.executablePath ?? CommandLine.arguments.first
    }
}

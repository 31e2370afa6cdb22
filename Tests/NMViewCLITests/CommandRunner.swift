import Foundation
import NMViewTestSupport

/// Runs the built `nmview` executable as a user would, capturing its output and exit status.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root, for paths such as `Examples/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `nmview` beside the test bundle in the build folder.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the runner sits inside the .xctest bundle.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("nmview").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("nmview")
    }

    /// Runs `nmview arguments…` in `directory` with `environment` added, waiting off the
    /// concurrency pool (``offThePool(_:)``).
    /// With `interleavingErrors`, standard error goes to the same pipe as standard output, as in a
    /// terminal or a build log, and `stdout` holds both.
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
        executable: URL = executable, interleavingErrors: Bool = false
    ) async throws -> Output {
        try await offThePool {
            try runBlocking(
                arguments, in: directory, environment: environment, executable: executable,
                interleavingErrors: interleavingErrors)
        }
    }

    /// ``run(_:in:environment:executable:interleavingErrors:)`` on the calling thread, which it
    /// blocks: only ever called off the concurrency pool.
    private static func runBlocking(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
        executable: URL = executable, interleavingErrors: Bool = false
    ) throws -> Output {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env.merge(environment) { $1 }
        let child = try SpawnedChild(
            executable: executable.path, arguments: arguments, directory: directory.path, environment: env,
            errors: interleavingErrors ? .standardOutput : .pipe)
        let (status, output, errors) = child.finish()
        return Output(
            status: status, stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self))
    }

    /// The most a child run by ``runWithFileSizeLimit(_:in:)`` may write to one file.
    static let fileSizeLimit = 512

    /// Runs `nmview arguments…` unable to make any file larger than 512 bytes (`ulimit -f 1`:
    /// POSIX shells count 512-byte blocks), with SIGXFSZ ignored, so that a longer write stops
    /// part way with EFBIG, as on a disk that fills up in the middle of a write.
    static func runWithFileSizeLimit(_ arguments: [String], in directory: URL) async throws -> Output {
        try await run(
            ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\"", "sh", executable.path] + arguments, in: directory,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }
}

/// A temporary folder of layout files for one test.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

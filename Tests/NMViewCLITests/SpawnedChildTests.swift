#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewTestSupport
import Testing

/// The tests' own way of starting children: what the child gets (its directory, its environment,
/// no descriptor but its three) and what the test gets back (its output, its status).
@Suite struct SpawnedChildTests {
    /// Runs `/bin/sh -c script` to the end, off the pool: its status and standard output.
    private func shell(
        _ script: String, in directory: String = "/", environment: [String: String] = [:]
    ) async throws -> (status: Int32, output: String) {
        try await offThePool {
            let child = try SpawnedChild(
                executable: "/bin/sh", arguments: ["-c", script], directory: directory, environment: environment,
                errors: .standardOutput)
            let (status, output, _) = child.finish()
            return (status, String(decoding: output, as: UTF8.self))
        }
    }

    @Test func theChildRunsInItsDirectoryWithExactlyItsEnvironment() async throws {
        let scratch = try Scratch()
        let run = try await shell(
            "pwd; echo \"$GREETING\"; echo \"${HOME:-no home}\"; echo oops >&2", in: scratch.url.path,
            environment: ["GREETING": "hello there"])
        #expect(run.status == 0)
        let realDirectory = URL(fileURLWithPath: scratch.url.path).resolvingSymlinksInPath().path
        #expect(run.output == "\(realDirectory)\nhello there\nno home\noops\n")
    }

    @Test func anExitStatusAndASignalAreReportedAsFoundationDid() async throws {
        #expect(try await shell("exit 3").status == 3)
        #expect(try await shell("kill -TERM $$").status == SIGTERM)
        // The test process ignores SIGPIPE; a child gets it at its default and dies of it.
        #expect(try await shell("trap - PIPE; kill -PIPE $$").status == SIGPIPE)
    }

    @Test func aMissingExecutableIsAnError() throws {
        #expect(throws: POSIXError.self) {
            _ = try SpawnedChild(
                executable: "/nonexistent/nmview", arguments: [], directory: "/", environment: [:])
        }
    }

    /// Foundation's `Process.run()` crashed in a test process holding this many descriptors; and a
    /// descriptor opened without close-on-exec must not reach the child, where a pipe's write end
    /// would keep that pipe from ending.
    @Test func manyDescriptorsOpenWithoutCloseOnExecReachNoChild() async throws {
        let held = (0..<1_500).map { _ in open("/dev/null", O_RDONLY) }
        defer { held.forEach { close($0) } }
        try #require(held.allSatisfy { $0 >= 0 })
        #expect(held.allSatisfy { fcntl($0, F_GETFD) & FD_CLOEXEC == 0 })
        let run = try await shell("ls /proc/self/fd")
        #expect(run.status == 0)
        let inherited = Set(run.output.split(separator: "\n").compactMap { Int32($0) })
        // 0, 1 and 2, and the one `ls` opened to list the folder.
        #expect(
            inherited.isSubset(of: [0, 1, 2, 3]),
            "\(inherited.count) descriptors, from \(inherited.sorted().prefix(8))")
        #expect(inherited.isSuperset(of: [0, 1, 2]))
    }

    @Test func aChildStillRunningIsSignalledAndItsStatusKept() async throws {
        let child = try SpawnedChild(
            executable: "/bin/sh", arguments: ["-c", "echo started; exec sleep 600"], directory: "/",
            environment: [:], errors: .discarded)
        #expect(child.standardError == nil)
        let descriptor = child.standardOutput
        let started = await offThePool { SpawnedChild.readSome(descriptor) }
        #expect(started == Data("started\n".utf8))
        #expect(child.exitStatus == nil)
        child.send(SIGKILL)
        #expect(await eventually(within: .seconds(20)) { child.exitStatus != nil })
        #expect(child.exitStatus == SIGKILL)
        // Reaped once, it is not signalled again: its pid may already be another process's.
        child.send(SIGKILL)
        #expect(child.exitStatus == SIGKILL)
        close(descriptor)
    }
}

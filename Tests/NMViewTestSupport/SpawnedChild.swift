#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A child process the tests start with `posix_spawn`, its standard input empty and its outputs
/// in pipes, instead of with Foundation's `Process`.
///
/// Why not `Process`: in Swift 6.3.1's Foundation on Linux, `Process.run()` lists
/// `/proc/self/fd` to find the descriptors to close in the child, and it copies each entry's whole
/// 256-byte name, reading past glibc's buffer once the listing fills it
/// (swift-corelibs-foundation#5472). The test process holds over a thousand descriptors at its
/// peak (the preview servers' sockets, the children's pipes), and one clean-clone CI run in seven
/// crashed in `Process.run()`. Here the descriptors are closed by glibc's
/// `posix_spawn_file_actions_addclosefrom_np`. swift-subprocess would close them too, but it ties a
/// child's life to a closure's scope, and the tests keep servers running across a test's awaits.
public final class SpawnedChild: @unchecked Sendable {
    /// Where the child's standard error goes.
    public enum Errors: Sendable {
        /// A pipe of its own, ``standardError``.
        case pipe
        /// Into standard output's pipe, interleaved as in a terminal.
        case standardOutput
        /// To `/dev/null`.
        case discarded
    }

    /// The child's process id.
    public let pid: pid_t
    /// The read end of the child's standard output. The caller reads it to its end and closes it:
    /// a reader may still be blocked in it when this value goes away.
    public let standardOutput: Int32
    /// The read end of the child's standard error when it has a pipe of its own, the caller's too.
    public let standardError: Int32?

    private let lock = NSLock()
    /// The status once reaped: nobody may signal the pid after that, as it may be reused.
    private var reapedStatus: Int32?

    /// Starts `executable` with `arguments` in `directory`, with exactly `environment`.
    public init(
        executable: String, arguments: [String], directory: String, environment: [String: String],
        errors: Errors = .pipe
    ) throws {
        let output = try Self.pipe()
        let error = errors == .pipe ? try Self.pipe() : nil

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        switch errors {
        case .pipe: posix_spawn_file_actions_adddup2(&actions, error!.write, 2)
        case .standardOutput: posix_spawn_file_actions_adddup2(&actions, output.write, 2)
        case .discarded: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        #if canImport(Darwin)
        posix_spawn_file_actions_addchdir_np(&actions, directory)
        #else
        _ = GNUSpawn.addChangeDirectory(&actions, directory)
        #endif

        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        posix_spawnattr_init(&attributes)
        // Darwin closes every descriptor not named in the actions.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // Every descriptor above the three, whatever another thread opened without close-on-exec:
        // a pipe's write end inherited by this child would keep that pipe from ever ending.
        _ = GNUSpawn.addCloseFrom(&actions, 3)
        #endif
        defer { posix_spawnattr_destroy(&attributes) }
        // No signal blocked, each at its default, as a shell starts a command: the test process
        // ignores SIGPIPE (as servers do), and a child inheriting that would not die of a closed pipe.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var flags: Int16 = 0
        posix_spawnattr_getflags(&attributes, &flags)
        posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child = pid_t()
        let failure = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(output.write)
        if let error { close(error.write) }
        guard failure == 0 else {
            close(output.read)
            if let error { close(error.read) }
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
        pid = child
        standardOutput = output.read
        standardError = error?.read
    }

    deinit {
        guard exitStatus == nil else { return }
        kill(pid, SIGKILL)
        // Reaped on a thread of its own: the value may go away on a concurrency pool thread.
        let pid = pid
        Thread.detachNewThread {
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
    }

    /// The exit status once the child has ended, `nil` while it runs; never blocks. A child ended by
    /// a signal has that signal's number, as Foundation's `Process.terminationStatus` has.
    public var exitStatus: Int32? {
        lock.withLock {
            if let reapedStatus { return reapedStatus }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
            reapedStatus = Self.decoded(status)
            return reapedStatus
        }
    }

    /// Waits for the child to end and returns its status: blocks, so only ever off the pool.
    public func waitForExit() -> Int32 {
        if let status = exitStatus { return status }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return lock.withLock {
            reapedStatus = reapedStatus ?? Self.decoded(status)
            return reapedStatus!
        }
    }

    /// Sends `signal` to the child unless it has been reaped.
    public func send(_ signal: Int32) {
        lock.withLock {
            guard reapedStatus == nil else { return }
            kill(pid, signal)
        }
    }

    /// Reads standard output and standard error (when it has a pipe of its own) to their end,
    /// closes them and waits for the exit: blocks, so only ever off the pool. Standard error is
    /// read on a thread of its own meanwhile: a child that filled one pipe while the other was
    /// read would never end.
    public func finish() -> (status: Int32, output: Data, errors: Data) {
        let errors = ErrorsRead()
        if let descriptor = standardError {
            Thread.detachNewThread {
                errors.finish(Self.readToEnd(descriptor))
                close(descriptor)
            }
        } else {
            errors.finish(Data())
        }
        let output = Self.readToEnd(standardOutput)
        close(standardOutput)
        let errorData = errors.wait()
        return (waitForExit(), output, errorData)
    }

    /// Standard error read to its end on another thread, waited for by a blocking thread.
    private final class ErrorsRead: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func finish(_ read: Data) {
            data = read
            done.signal()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    /// Reads `descriptor` to end of file: blocks, so only ever off the pool.
    public static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        while let chunk = readSome(descriptor) { data.append(chunk) }
        return data
    }

    /// The next bytes `descriptor` delivers, waiting for them; nil at end of file.
    public static func readSome(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { return Data(buffer[..<count]) }
            if count == -1, errno == EINTR { continue }
            return nil
        }
    }

    private static func decoded(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : signal
    }

    /// A pipe whose ends are closed on exec: the child gets only the copies the actions make.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        #if canImport(Darwin)
        guard Darwin.pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        #else
        guard GNUSpawn.pipe2(&ends, Int32(O_CLOEXEC)) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        #endif
        return (ends[0], ends[1])
    }
}

#if !canImport(Darwin)
/// glibc's GNU extensions that Swift's Glibc module leaves out (it is built without `_GNU_SOURCE`),
/// looked up by name in the C library this process already has loaded.
private enum GNUSpawn {
    typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>

    static let addCloseFrom = symbol(
        "posix_spawn_file_actions_addclosefrom_np", as: (@convention(c) (Actions, Int32) -> Int32).self)
    static let addChangeDirectory = symbol(
        "posix_spawn_file_actions_addchdir_np",
        as: (@convention(c) (Actions, UnsafePointer<CChar>) -> Int32).self)
    static let pipe2 = symbol("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)

    /// The function `name`, which glibc 2.34 and later all have.
    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else {
            fatalError("\(name) is missing: the tests need glibc 2.34 or later")
        }
        return unsafeBitCast(address, to: type)
    }
}
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// What must not outlive the benchmark (the watch child, the temporary folder), and the ways out
/// that skip the normal path: the overall timeout and Ctrl-C. Whatever happens, the child is
/// stopped (SIGINT, then SIGKILL) and the folder removed exactly once.
final class Cleanup: @unchecked Sendable {
    /// The one registry.
    static let shared = Cleanup()

    private let lock = NSLock()
    private var child: Int32?
    private var folder: String?
    private var keepsFolder = false
    private var namespace: String?
    private var signalSources: [any DispatchSourceSignal] = []

    /// Remembers the watch child, to stop it on the way out.
    func register(child pid: Int32) {
        locked { child = pid }
    }

    /// The child was stopped the normal way.
    func forgetChild() {
        locked { child = nil }
    }

    /// Remembers the temporary folder, removed on the way out unless `keep`.
    func register(folder path: String, keep: Bool) {
        locked {
            folder = path
            keepsFolder = keep
        }
    }

    /// Remembers the network namespace of `--lan`, deleted on the way out (after the child stops).
    func register(namespace name: String) {
        locked { namespace = name }
    }

    /// Stops a child still registered (SIGINT, a second to exit, then SIGKILL) and removes the
    /// folder; does nothing the second time.
    func run() {
        let (pid, path, keep, network) = locked {
            defer {
                child = nil
                folder = nil
                namespace = nil
            }
            return (child, folder, keepsFolder, namespace)
        }
        if let pid {
            kill(pid, SIGINT)
            let deadline = ContinuousClock.now + .seconds(1)
            while ChildStatus.isRunning(pid), ContinuousClock.now < deadline { usleep(5_000) }
            if ChildStatus.isRunning(pid) { kill(pid, SIGKILL) }
        }
        if let network { NamespaceLink.remove(network) }
        if let path {
            if keep {
                FileHandle.standardError.write(Data("nmview-watch-bench: kept \(path)\n".utf8))
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Ends the process after `seconds` whatever it is doing: cleans up and exits with status 2.
    func arm(timeout seconds: Double) {
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            FileHandle.standardError.write(Data("nmview-watch-bench: error: the run took over \(seconds) s; stopping\n".utf8))
            Cleanup.shared.run()
            exit(2)
        }
        thread.name = "watchdog"
        thread.start()
    }

    /// On SIGINT or SIGTERM, cleans up and exits with 130. Installed after the child started, so
    /// the child does not inherit an ignored SIGINT.
    func handleSignals() {
        locked {
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    FileHandle.standardError.write(Data("nmview-watch-bench: interrupted\n".utf8))
                    Cleanup.shared.run()
                    exit(130)
                }
                source.resume()
                signalSources.append(source)
            }
        }
    }

    /// Runs `body` holding the lock.
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

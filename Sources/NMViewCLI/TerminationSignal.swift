import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for SIGINT or SIGTERM, for commands that run until stopped (`nmview watch`). After the
/// first, both are set back to their default action, so a second Ctrl-C ends a shutdown that hangs.
enum TerminationSignal {
    /// Returns when the first of SIGINT and SIGTERM arrives.
    static func wait() async {
        let box = SignalSources()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            box.install([SIGINT, SIGTERM]) { continuation.resume() }
        }
    }
}

/// Dispatch sources for signals, kept alive until the first one fires.
private final class SignalSources: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private var fired = false

    func install(_ numbers: [Int32], onFirst action: @escaping @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        for number in numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                guard claim() else { return }
                for number in numbers { signal(number, SIG_DFL) }
                action()
            }
            source.resume()
            sources.append(source)
        }
    }

    private func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if fired { return false }
        fired = true
        return true
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Drains a file descriptor (a pipe or a socket) on its own thread, as fast as data comes, so the
/// writer never blocks on a full buffer; hands each chunk to `onData` with the monotonic instant
/// its `read(2)` returned, and calls `onEnd` at end of file or on an error.
enum DescriptorReader {
    /// Starts the thread. It owns nothing: the caller closes `descriptor` after `onEnd`.
    static func start(
        _ descriptor: Int32, name: String,
        onData: @escaping @Sendable (UnsafeRawBufferPointer, ContinuousClock.Instant) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            let size = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, size)
                let instant = ContinuousClock.now
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                onData(UnsafeRawBufferPointer(start: buffer, count: count), instant)
            }
            onEnd()
        }
        thread.name = name
        thread.start()
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A TCP connection to the server under test that sends exactly the bytes given (any Host
/// header, any request target) and reads without blocking a thread: it polls with a zero
/// timeout and sleeps a millisecond between tries, so many clients can wait at once without
/// starving the server of the cooperative threads it runs on.
public final class RawConnection: @unchecked Sendable {
    /// A socket call that failed, with its errno.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public var description: String

        /// A failure described by `description`.
        public init(description: String) {
            self.description = description
        }
    }

    private let descriptor: Int32
    /// Everything read so far.
    public private(set) var received = Data()
    /// Whether the server closed the connection.
    public private(set) var isClosed = false

    /// Connects to `address` (an IPv4 literal, 127.0.0.1 unless given):`port`; `receiveBuffer` shrinks the socket's receive buffer (set
    /// before connecting, so the window the server sees is small too).
    public init(port: UInt16, address: String = "127.0.0.1", receiveBuffer: Int32? = nil) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        let ipv4 = address
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(ipv4)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(errno)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text` as is.
    public func sendText(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure(description: "send: \(errno)") }
            offset += sent
        }
    }

    /// Reads whatever is waiting, without waiting; the number of bytes read.
    @discardableResult
    public func drain() -> Int {
        var total = 0
        var buffer: [UInt8] = []
        while !isClosed {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 0) > 0 else { break }
            // Only once there is something to read: a client waiting long would otherwise
            // clear 64 KiB a millisecond for nothing.
            if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 65_536) }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 {
                isClosed = true
                break
            }
            received.append(contentsOf: buffer[0..<count])
            total += count
        }
        return total
    }

    /// Blocks the calling thread until there is something to read or the server closed, or
    /// `milliseconds` pass: for load generators on threads of their own, never on the pool.
    public func waitBlocking(milliseconds: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, milliseconds)
    }

    /// How long reads wait by default: only how long a failing test takes. The whole suite on
    /// two busy cores has held every task for half a minute (in-process tests parsing megabytes),
    /// and a client and its in-process server wait alike.
    public static let patience: Duration = .seconds(90)

    /// Reads until `done` holds for what was received, the server closes, or `timeout` passes,
    /// looking every `interval`; whether `done` holds. What arrived by the deadline is read
    /// before giving up (a task held past its deadline looks once more).
    @discardableResult
    public func read(
        until done: (Data) -> Bool, timeout: Duration = patience, interval: Duration = .milliseconds(1)
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !done(received), !isClosed, ContinuousClock.now < deadline {
            if drain() == 0 { try? await Task.sleep(for: interval) }
        }
        drain()
        return done(received)
    }

    /// Reads until `text` appears.
    @discardableResult
    public func read(untilContains text: String, timeout: Duration = patience) async -> Bool {
        let needle = Data(text.utf8)
        return await read(until: { $0.range(of: needle) != nil }, timeout: timeout)
    }

    /// Reads until the server closes the connection, looking every `interval`.
    public func readToEnd(timeout: Duration = patience, interval: Duration = .milliseconds(1)) async {
        await read(until: { _ in false }, timeout: timeout, interval: interval)
    }

    /// Everything received, as text.
    public var text: String { String(decoding: received, as: UTF8.self) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain TCP connection to the preview (on loopback, or across the namespace link):
/// `socket`, `connect`, `send`, nothing in between, so the client adds no latency of its own.
struct PlainSocket: Sendable {
    /// The connected descriptor; closed by whoever reads it to the end.
    let descriptor: Int32

    /// Connects to the endpoint's address and port.
    static func connect(to endpoint: PreviewEndpoint) throws(WatchBenchError) -> PlainSocket {
        let port = endpoint.port
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw WatchBenchError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, endpoint.address, &address.sin_addr) == 1 else {
            close(descriptor)
            throw WatchBenchError("not an IPv4 address: \(endpoint.address)")
        }
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                Glue.connect(descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw WatchBenchError("cannot connect to \(endpoint.address):\(port): \(message)")
        }
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return PlainSocket(descriptor: descriptor)
    }

    /// Sends all of `text`.
    func send(_ text: String) throws(WatchBenchError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                Glue.send(descriptor, buffer.baseAddress, buffer.count, 0)
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw WatchBenchError("cannot send the request: \(String(cString: strerror(errno)))")
            }
            offset += sent
        }
    }

    /// Ends the connection in both directions; a thread blocked reading it sees the end.
    func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}

/// The C functions whose names `PlainSocket`'s methods shadow.
private enum Glue {
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
        #elseif canImport(Musl)
        Musl.connect(descriptor, address, length)
        #else
        Darwin.connect(descriptor, address, length)
        #endif
    }

    static func send(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
        Glibc.send(descriptor, buffer, count, flags)
        #elseif canImport(Musl)
        Musl.send(descriptor, buffer, count, flags)
        #else
        Darwin.send(descriptor, buffer, count, flags)
        #endif
    }
}

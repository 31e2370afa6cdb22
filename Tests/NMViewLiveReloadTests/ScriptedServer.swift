#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An HTTP server on 127.0.0.1 that answers each request as a test scripts it, including the
/// ways a real server can go wrong: a body cut short, a body that is not a layout, a stream that
/// stops sending. Each connection has a thread of its own (never a thread of the concurrency
/// pool); every request is logged.
final class ScriptedServer: @unchecked Sendable {
    /// A request as received.
    struct Request: Sendable {
        var path: String
        /// Header values by lowercased name.
        var headers: [String: String]
    }

    /// What to do with a request.
    enum Reply: Sendable {
        /// Send these bytes and close.
        case close([UInt8])
        /// Send these bytes and keep the connection open (an event stream), taking what
        /// ``push(_:)`` sends, until the server stops or the client leaves.
        case hold([UInt8])
    }

    private let listener: Int32
    /// The port listened on.
    let port: UInt16
    private let lock = NSLock()
    private var handler: @Sendable (Request) -> Reply
    private var requests: [Request] = []
    private var held: [Int32] = []
    private var stopped = false

    /// Listens on `port` (0: a free one), answering with `handler`.
    init(port requested: UInt16 = 0, _ handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw ServerFailure(description: "cannot listen: \(errno)")
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
    }

    /// The base URL of the server.
    var url: URL { URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/") }

    /// Answers from now on with `handler`.
    func answer(with handler: @escaping @Sendable (Request) -> Reply) {
        lock.withLock { self.handler = handler }
    }

    /// The requests received so far, in order.
    var received: [Request] { lock.withLock { requests } }

    /// How many requests asked for `path`.
    func count(_ path: String) -> Int { received.filter { $0.path == path }.count }

    /// Sends `text` on every held connection.
    func push(_ text: String) {
        let bytes = Array(text.utf8)
        for descriptor in lock.withLock({ held }) { Self.transmit(bytes, to: descriptor) }
    }

    /// Closes every held connection (the streams end), keeping the server listening.
    func dropStreams() {
        let descriptors = lock.withLock {
            let current = held
            held.removeAll()
            return current
        }
        for descriptor in descriptors { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    /// Stops listening and ends every connection.
    func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        dropStreams()
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            var request = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    /// Reads one request, answers it, and closes or holds the connection.
    private func serve(_ client: Int32) {
        guard let request = Self.readRequest(client) else {
            close(client)
            return
        }
        let reply = lock.withLock {
            requests.append(request)
            return handler
        }(request)
        switch reply {
        case .close(let bytes):
            Self.transmit(bytes, to: client)
            shutdown(client, Int32(SHUT_WR))
            // Let the client read everything before the socket goes away.
            var scratch = [UInt8](repeating: 0, count: 1024)
            var wait = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            while poll(&wait, 1, 2000) > 0, recv(client, &scratch, scratch.count, 0) > 0 {}
            close(client)
        case .hold(let bytes):
            Self.transmit(bytes, to: client)
            let keep = lock.withLock {
                if !stopped { held.append(client) }
                return !stopped
            }
            guard keep else {
                close(client)
                return
            }
            // Wait for the client to leave or the stream to be dropped, then close.
            var scratch = [UInt8](repeating: 0, count: 1024)
            while true {
                var wait = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
                let ready = poll(&wait, 1, 50)
                if ready > 0, recv(client, &scratch, scratch.count, 0) <= 0 { break }
                if ready < 0 { break }
                if !lock.withLock({ held.contains(client) }) { break }
            }
            lock.withLock { held.removeAll { $0 == client } }
            close(client)
        }
    }

    /// The request head, read within five seconds.
    private static func readRequest(_ client: Int32) -> Request? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(5)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while Date() < deadline {
            if let range = data.firstRange(of: end) {
                let head = String(decoding: data[..<range.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
                let parts = head.first?.split(separator: " ") ?? []
                guard parts.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in head.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return Request(path: String(parts[1]), headers: headers)
            }
            var wait = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&wait, 1, 100) >= 0 else { return nil }
            guard wait.revents != 0 else { continue }
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data += buffer[0..<count]
        }
        return nil
    }

    private static func transmit(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Why the server could not start.
    struct ServerFailure: Error, CustomStringConvertible {
        var description: String
    }
}

/// Responses the scripted server sends.
enum Scripted {
    /// A complete response with `body`.
    static func response(
        _ status: String = "200 OK", type: String = "application/json", headers: [String: String] = [:], body: String
    ) -> [UInt8] {
        let bytes = Array(body.utf8)
        return head(status, type: type, headers: headers.merging(["Content-Length": String(bytes.count), "Connection": "close"]) { $1 }) + bytes
    }

    /// A response announcing `body`'s full length that sends only its first `fraction`.
    static func truncated(_ body: String, fraction: Double = 0.5) -> [UInt8] {
        let bytes = Array(body.utf8)
        let head = head("200 OK", type: "application/json", headers: ["Content-Length": String(bytes.count), "ETag": "\"cut\"", "Connection": "close"])
        return head + bytes.prefix(Int(Double(bytes.count) * fraction))
    }

    /// The head of an event stream, with the preview server's preamble.
    static let eventStream = head("200 OK", type: "text/event-stream; charset=utf-8", headers: [:]) + Array("retry: 1000\n: connected\n\n".utf8)

    /// An `updated` event for `viewClass` with `hash`.
    static func updated(_ viewClass: String, hash: String) -> String {
        #"data: {"type":"updated","file":"\#(viewClass).nmview.yaml","version":1,"viewClass":"\#(viewClass)","hash":"\#(hash)"}"# + "\n\n"
    }

    private static func head(_ status: String, type: String, headers: [String: String]) -> [UInt8] {
        var text = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }
}

import FlyingFox
import FlyingSocks
import Foundation

/// Writes FlyingFox responses to one connection: the head, then the body with its length, or
/// chunked when its length is unknown (an event stream), for as long as the client stays.
struct ResponseWriter {
    let socket: AsyncSocket

    /// Writes `response`; `closing` says the connection ends after it (`Connection: close`).
    /// A body of unknown length ends when it ends or when the client goes away, whichever is
    /// first: the connection is watched for end of file meanwhile, so a client that leaves an
    /// event stream frees its connection at once, not at the next heartbeat.
    func write(_ response: HTTPResponse, closing: Bool, echoing connection: String?) async throws {
        guard case .httpBody(let body) = response.payload else { throw SocketError.disconnected }
        var headers = response.headers
        if let count = body.count {
            if headers[.contentLength] == nil { headers[.contentLength] = String(count) }
        } else {
            headers[.transferEncoding] = "chunked"
        }
        headers[.connection] = closing ? "close" : connection
        var head = "\(response.version.rawValue) \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for name in headers.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for value in headers.values(for: name) { head += "\(name.rawValue): \(value)\r\n" }
        }
        var data = Data((head + "\r\n").utf8)
        guard body.count == nil else {
            for try await chunk in body { data.append(chunk) }
            try await socket.write(data)
            return
        }
        try await socket.write(data)
        let socket = self.socket
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await chunk in body { try await socket.write(chunk) }
            }
            group.addTask {
                // Returns (or throws) when the client closes, fails or sends anything more.
                _ = try? await socket.read(atMost: 1)
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Answers a refused or late head with `status` and closes, without waiting: the client may
    /// not be reading, so only what the socket takes at once is sent.
    func refuse(status: Int, reason: String) {
        let phrase = [400: "Bad Request", 408: "Request Timeout", 414: "URI Too Long", 431: "Request Header Fields Too Large"][status]
        let body = reason + "\n"
        let text = "HTTP/1.1 \(status) \(phrase ?? "Error")\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        _ = try? socket.socket.write(Data(text.utf8))
    }
}

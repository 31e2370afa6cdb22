import FlyingFox
import FlyingSocks
import Foundation

/// One accepted connection: reads each request head within the limits, answers it through the
/// handler, and goes on while the client keeps the connection alive.
struct PreviewConnection {
    let socket: AsyncSocket
    let pool: ReadinessPool
    let threads: ServerThreads
    let limits: RequestLimits
    let handler: any HTTPHandler

    /// Serves requests until the client closes, a head is refused or late, a body is sent (the
    /// preview reads none), or a response streams; then closes the socket.
    func serve() async {
        var reader = RequestHeadReader(socket: socket, pool: pool, threads: threads, limits: limits)
        let writer = ResponseWriter(socket: socket)
        defer { try? socket.close() }
        while !Task.isCancelled {
            let head: RequestHead
            do {
                head = try await reader.next()
            } catch .refused(let refusal) {
                await refuse(status: refusal.status, reason: refusal.reason, writer: writer)
                return
            } catch .timedOut(partial: true) {
                await refuse(status: 408, reason: "the request head did not arrive in time", writer: writer)
                return
            } catch {
                return
            }
            let response: HTTPResponse
            do {
                response = try await handler.handleRequest(head.request)
            } catch {
                response = HTTPResponse(statusCode: .internalServerError)
            }
            let streams: Bool
            if case .httpBody(let body) = response.payload { streams = body.count == nil } else { streams = true }
            let closing = !head.keepsAlive || head.hasBody || streams
            do {
                try await writer.write(response, closing: closing, echoing: head.headers[.connection])
            } catch {
                return
            }
            if closing { return }
        }
    }

    /// Answers a refused or late head, then reads and drops what the client still sends, for a
    /// second at most, before closing: closing with unread input resets the connection, and the
    /// reset can destroy the answer before the client reads it (a "lingering close").
    private func refuse(status: Int, reason: String, writer: ResponseWriter) async {
        writer.refuse(status: status, reason: reason)
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let alarm = ReadAlarm(pool: pool, threads: threads, file: socket.socket.file.rawValue, deadline: .now + .seconds(1))
        defer { alarm.disarm() }
        var dropped = 0
        while dropped < 16 << 20, let bytes = try? await socket.read(atMost: 4096) {
            dropped += bytes.count
        }
    }
}

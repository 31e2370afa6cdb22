#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Asks the preview for its current version (`GET /api/layouts`, `{"version": N, …}`) over a raw
/// socket, so the benchmark knows which version each save's event must carry: the N-th save after
/// this makes version + N.
enum PreviewVersionQuery {
    /// The version the preview reports now.
    static func current(endpoint: PreviewEndpoint, timeout: Duration = .seconds(5)) throws(WatchBenchError) -> Int {
        let socket = try PlainSocket.connect(to: endpoint)
        defer { close(socket.descriptor) }
        var interval = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(socket.descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        try socket.send("GET \(endpoint.path("api/layouts")) HTTP/1.1\r\nHost: \(endpoint.hostHeader)\r\nConnection: close\r\n\r\n")
        var decoder = HTTPResponseDecoder()
        var body: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !decoder.isComplete {
            let count = buffer.withUnsafeMutableBytes { read(socket.descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let fed: Result<[UInt8], WatchBenchError> = buffer.withUnsafeBytes { raw in
                do throws(WatchBenchError) {
                    return .success(try decoder.feed(UnsafeRawBufferPointer(rebasing: raw[0..<count])))
                } catch {
                    return .failure(error)
                }
            }
            body += try fed.get()
        }
        struct List: Decodable { let version: Int }
        guard decoder.status == 200, let list = try? JSONDecoder().decode(List.self, from: Data(body)) else {
            throw WatchBenchError("GET /api/layouts answered \(decoder.status.map(String.init) ?? "nothing") with no version")
        }
        return list.version
    }
}

import Foundation

/// A client of the preview's `/events`, on a raw TCP socket: sends the `GET`, then reads the
/// response on its own thread, logging every event with the instant the read that completed it
/// returned, and every comment (`: connected` arrives first).
final class EventStreamClient: @unchecked Sendable {
    /// The preview events received, in order.
    let events = ArrivalLog<PreviewEventRecord>()
    /// The comments received (`connected`, `heartbeat`).
    let comments = ArrivalLog<String>()
    /// Data that was not a preview event, or a decoding failure, for messages.
    let problems = ArrivalLog<String>()
    private let socket: PlainSocket
    private let lock = NSLock()
    private var responseStatus: Int?

    /// Connects to the preview at `endpoint`, subscribes and starts reading.
    init(endpoint: PreviewEndpoint) throws(WatchBenchError) {
        socket = try PlainSocket.connect(to: endpoint)
        try socket.send("GET \(endpoint.path("events")) HTTP/1.1\r\nHost: \(endpoint.hostHeader)\r\nAccept: text/event-stream\r\n\r\n")
        let box = DecoderBox()
        DescriptorReader.start(
            socket.descriptor, name: "sse",
            onData: { [self] chunk, instant in
                do {
                    let body = try box.http.feed(chunk)
                    if box.http.status != nil { recordStatus(box.http.status) }
                    guard !body.isEmpty else { return }
                    let messages = body.withUnsafeBytes { box.events.feed($0) }
                    for message in messages {
                        switch message {
                        case .comment(let text):
                            comments.append(text, at: instant)
                        case .data(let json):
                            if let record = PreviewEventRecord(json: json) {
                                events.append(record, at: instant)
                            } else {
                                problems.append("not a preview event: \(json)", at: instant)
                            }
                        }
                    }
                } catch {
                    problems.append("\(error)", at: instant)
                    socket.shutDown()
                }
            },
            onEnd: { [self] in
                events.end()
                comments.end()
                problems.end()
                close(socket.descriptor)
            })
    }

    /// The response's status code, once its head has arrived.
    var status: Int? {
        lock.lock()
        defer { lock.unlock() }
        return responseStatus
    }

    /// Waits until the stream is open (status 200 and the `: connected` comment) or throws.
    func waitUntilOpen(until deadline: ContinuousClock.Instant) throws(WatchBenchError) {
        guard comments.first(from: 0, until: deadline, where: { $0 == "connected" }) != nil else {
            let problem = problems.all.last.map { ": \($0.value)" } ?? ""
            throw WatchBenchError("the event stream did not open (status \(status.map(String.init) ?? "none")\(problem))")
        }
        guard status == 200 else {
            throw WatchBenchError("GET /events answered \(status.map(String.init) ?? "nothing")")
        }
    }

    /// Ends the connection; the reading thread closes the socket.
    func disconnect() {
        socket.shutDown()
    }

    /// Keeps the status code for `status`.
    private func recordStatus(_ status: Int?) {
        lock.lock()
        responseStatus = status
        lock.unlock()
    }
}

/// The decoders of the socket's reading thread, boxed so its closure can mutate them; only that
/// thread touches them.
private final class DecoderBox: @unchecked Sendable {
    var http = HTTPResponseDecoder()
    var events = ServerSentEventParser()
}

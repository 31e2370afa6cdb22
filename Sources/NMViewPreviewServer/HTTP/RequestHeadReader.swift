import FlyingSocks

/// Reads request heads from one connection within ``RequestLimits``: a head over a limit is
/// refused as soon as the limit is passed, however much more the client would send, and a head
/// not complete by its deadline ends the wait.
struct RequestHeadReader {
    /// How a wait for a head ended without one.
    enum Ending: Error {
        /// The client closed the connection, or it failed, before sending a byte of a head.
        case closed
        /// The deadline passed; `partial` tells whether part of a head had come.
        case timedOut(partial: Bool)
        /// The head broke a rule or a limit.
        case refused(RequestHead.Refusal)
    }

    let socket: AsyncSocket
    let pool: ReadinessPool
    let threads: ServerThreads
    let limits: RequestLimits
    /// Bytes read past the last head (a pipelined request), kept for the next.
    private var buffer: [UInt8] = []

    init(socket: AsyncSocket, pool: ReadinessPool, threads: ServerThreads, limits: RequestLimits) {
        self.socket = socket
        self.pool = pool
        self.threads = threads
        self.limits = limits
    }

    /// The next head, waited for at most `limits.headTimeout` from now; the alarm is set only
    /// once a read has to wait.
    mutating func next() async throws(Ending) -> RequestHead {
        let deadline = ContinuousClock.now + limits.headTimeout
        var alarm: ReadAlarm?
        defer { alarm?.disarm() }
        var searched = 0
        while true {
            // Blank lines before a request line are allowed (RFC 9112 §2.2).
            while let first = buffer.first, first == UInt8(ascii: "\r") || first == UInt8(ascii: "\n") {
                buffer.removeFirst()
            }
            if let end = Self.endOfHead(in: buffer, from: max(0, searched - 3)) {
                let head = buffer[..<end.content]
                buffer.removeFirst(end.whole)
                do { return try RequestHead.parse(head, limits: limits) } catch { throw .refused(error) }
            }
            searched = buffer.count
            try checkLimits()
            do {
                do {
                    buffer += try socket.socket.read(atMost: 4096)
                } catch SocketError.blocked {
                    if alarm == nil { alarm = ReadAlarm(pool: pool, threads: threads, file: socket.socket.file.rawValue, deadline: deadline) }
                    buffer += try await socket.read(atMost: 4096)
                }
            } catch {
                throw alarm?.hasRung == true ? .timedOut(partial: !buffer.isEmpty) : .closed
            }
        }
    }

    /// Refuses a head that has passed a limit before its end has even come.
    private func checkLimits() throws(Ending) {
        guard let lineEnd = buffer.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.count > limits.maxRequestLine + 1 { throw .refused(RequestHead.tooLong) }
            return
        }
        if lineEnd > limits.maxRequestLine + 1 { throw .refused(RequestHead.tooLong) }
        if buffer.count - lineEnd - 1 > limits.maxHeaderBytes + 2 { throw .refused(RequestHead.tooLarge) }
    }

    /// Where the head in `bytes` ends: the end of its content (before the blank line) and of the
    /// whole (after it). Lines end in CRLF or, leniently, LF.
    static func endOfHead(in bytes: [UInt8], from start: Int) -> (content: Int, whole: Int)? {
        var index = start
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "\n") { return (newline, next + 1) }
            if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\r"), bytes[next + 1] == UInt8(ascii: "\n") {
                return (newline, next + 2)
            }
            index = next
        }
        return nil
    }
}

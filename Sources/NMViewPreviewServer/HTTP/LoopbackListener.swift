import FlyingFox
import FlyingSocks
import Foundation

/// The preview's listening socket and its connections: accepts on a loopback address (or, for
/// `watch --lan`, the one network address given) and serves
/// each connection with ``PreviewConnection``, its sockets waiting in a ``ReadinessPool`` and its
/// tasks and timers running on ``ServerThreads`` of its own, not on the global concurrency pool.
///
/// It replaces FlyingFox's `HTTPServer`, which has no limit on the size of a request head and no
/// timeout for reading one (see ``RequestLimits``); FlyingFox's request and response types and
/// the ``PreviewRouter`` handler are used as they were.
final class LoopbackListener: @unchecked Sendable {
    private let pool: ReadinessPool
    /// Where the accept loop, the connections and their timers run; for the server's own timers too.
    let threads: ServerThreads
    private let socket: AsyncSocket
    /// The port bound.
    let port: UInt16
    /// Guards the fields below.
    private let lock = NSLock()
    /// The pool's event loop and the accepting task, until stopped.
    private var tasks: (pool: Task<Void, Never>?, accepting: Task<Void, Never>?) = (nil, nil)
    /// How many connections are open.
    private var open = 0

    /// Binds and listens on `address`; throws the system's reason when it cannot (port taken).
    init(address: some SocketAddress, limits: RequestLimits, handler: any HTTPHandler) async throws {
        let listening = try Socket(domain: Int32(type(of: address).family), type: .stream)
        do {
            try Self.closeOnExec(listening.file.rawValue)
            try listening.setValue(true, for: .localAddressReuse)
            try listening.bind(to: address)
        } catch {
            try? listening.close()
            throw error
        }
        // A failed listen closes the socket itself.
        try listening.listen()
        do {
            switch try listening.sockname() {
            case .ip4(_, let bound), .ip6(_, let bound): port = bound
            case .unix: throw SocketError.unsupportedAddress
            }
            pool = ReadinessPool()
            try await pool.prepare()
            socket = try AsyncSocket(socket: listening, pool: pool)
        } catch {
            try? listening.close()
            throw error
        }
        threads = ServerThreads()
        let pool = self.pool
        let socket = self.socket
        let poolTask = threads.task { _ = try? await pool.run() }
        let accepting = threads.task { [weak self] in await self?.accept(on: socket, limits: limits, handler: handler) }
        lock.withLock { tasks = (poolTask, accepting) }
    }

    /// How many connections are open now.
    var connectionCount: Int { lock.withLock { open } }

    /// Accepts until cancelled, serving each connection in a child task. A failed accept (out of
    /// file descriptors, say) is retried after a moment rather than ending the server.
    private func accept(on socket: AsyncSocket, limits: RequestLimits, handler: any HTTPHandler) async {
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                do {
                    let client = try await accept(on: socket)
                    lock.withLock { open += 1 }
                    group.addTask { [self] in
                        await PreviewConnection(socket: client, pool: pool, threads: threads, limits: limits, handler: handler)
                            .serve()
                        lock.withLock { open -= 1 }
                    }
                } catch {
                    try? await threads.sleep(for: .milliseconds(50))
                }
            }
        }
    }

    /// The next connection, its descriptor closed on exec: FlyingSocks' own accept leaves it
    /// open, so a process the host spawns (a test runner spawns many) inherited every
    /// connection open at that moment and kept it open after the server closed it, and the
    /// client never saw the end of its response.
    private func accept(on socket: AsyncSocket) async throws -> AsyncSocket {
        while true {
            try Task.checkCancellation()
            // (accept4 with SOCK_CLOEXEC would close the gap before fcntl; Swift's Glibc module
            // does not export it.)
            let file = Foundation.accept(socket.socket.file.rawValue, nil, nil)
            if file >= 0 {
                let client = Socket(file: .init(rawValue: file))
                do {
                    try Self.closeOnExec(file)
                    Self.sendAtOnce(file)
                    return try AsyncSocket(socket: client, pool: pool)
                } catch {
                    try? client.close()
                    throw error
                }
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { throw SocketError.makeFailed("Accept") }
            if errno != EINTR { try await pool.suspendSocket(socket.socket, untilReadyFor: .connection) }
        }
    }

    /// Turns off Nagle's algorithm on a connection: a response goes out as a head and then a
    /// body, and with Nagle the body's last segment waits for the client to acknowledge the head,
    /// which a client delays by up to 40 ms. Over a network link that put 40 ms on a good part of
    /// the live-reload fetches (loopback hid it); the responses here are few and whole.
    private static func sendAtOnce(_ file: Int32) {
        var on: Int32 = 1
        setsockopt(file, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Marks `file` to be closed in processes the host spawns.
    private static func closeOnExec(_ file: Int32) throws {
        guard fcntl(file, F_SETFD, FD_CLOEXEC) == 0 else { throw SocketError.makeFailed("fcntl") }
    }

    /// Closes the listening socket and every connection (their tasks are cancelled), after
    /// `grace` for streams already ended to write their last bytes if any connection is open.
    func stop(grace: Duration) async {
        let (poolTask, accepting) = lock.withLock {
            defer { tasks = (nil, nil) }
            return tasks
        }
        guard let accepting else { return }
        if connectionCount > 0 { try? await threads.sleep(for: grace) }
        accepting.cancel()
        await accepting.value
        try? socket.close()
        poolTask?.cancel()
        await poolTask?.value
        threads.stop()
    }
}

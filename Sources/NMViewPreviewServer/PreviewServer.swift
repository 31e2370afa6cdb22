import FlyingFox
import FlyingSocks
import Foundation

/// The live preview: a FlyingFox HTTP server serving the page, the layout API and the event
/// stream of a ``PreviewState``, on a loopback address, or with ``PreviewAccess/network(_:)`` on
/// an address of the local network to requests that carry the run's token.
public actor PreviewServer {
    /// Why the server could not start.
    public enum StartError: Error, CustomStringConvertible {
        /// The host is not a loopback address (and the access is loopback), or not an IP address.
        case notLoopback(String)
        /// A network preview's host is not an IP address literal.
        case notAnAddress(String)
        /// Another program listens on the port asked for.
        case portInUse(UInt16)
        /// Binding or listening failed for another reason.
        case cannotListen(String)

        /// The message `nmview` prints.
        public var description: String {
            switch self {
            case .notLoopback(let host):
                "the preview serves only this machine: use 127.0.0.1, ::1 or localhost, not '\(host)'"
            case .notAnAddress(let host): "the network preview listens on an IP address of this machine, not '\(host)'"
            case .portInUse(let port): "port \(port) is in use; try --port 0 for any free port"
            case .cannotListen(let reason): "cannot start the preview server: \(reason)"
            }
        }
    }

    /// What the server shows.
    public let state: PreviewState
    private let server: HTTPServer
    private let heartbeat: Duration?
    private var running: Task<Void, Never>?
    private var heartbeatTask: Task<Void, Never>?
    /// The port bound, once started.
    public private(set) var port: UInt16?
    /// The host as given, for URLs.
    public nonisolated let host: String
    /// Whom the server answers.
    public nonisolated let access: PreviewAccess
    /// The router, kept for its count of open event streams.
    private let router: PreviewRouter
    /// The port asked for, named when it is taken.
    private let requestedPort: UInt16

    /// A server for `state` on `host` and `port` (0: any free port), sending a heartbeat comment
    /// to the state's event streams every `heartbeat` (`nil`: none, for a second server of a state
    /// whose first one sends them: the streams of both share one hub). With `.loopback` access (the default) `host` is
    /// 127.0.0.1, ::1 or localhost; with `.network` it is an IP address literal of this machine.
    public init(
        state: PreviewState, host: String = "127.0.0.1", port: UInt16 = 0, access: PreviewAccess = .loopback,
        heartbeat: Duration? = .seconds(15)
    ) throws {
        self.state = state
        self.heartbeat = heartbeat
        self.host = host
        self.access = access
        self.requestedPort = port
        let router = PreviewRouter(state: state, access: access)
        self.router = router
        let address: any SocketAddress
        switch (access, host) {
        case (.loopback, "127.0.0.1"), (.loopback, "localhost"): address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        case (.loopback, "::1"), (.loopback, "[::1]"): address = try sockaddr_in6.inet6(ip6: "::1", port: port)
        case (.loopback, _): throw StartError.notLoopback(host)
        case (.network, _):
            let literal = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            do {
                address =
                    literal.contains(":")
                    ? try sockaddr_in6.inet6(ip6: literal, port: port) : try sockaddr_in.inet(ip4: literal, port: port)
            } catch {
                throw StartError.notAnAddress(host)
            }
        }
        // Handlers only build responses; streaming bodies are not bound by this timeout.
        server = Self.makeServer(address: address, router: router)
    }

    private static func makeServer(address: some SocketAddress, router: PreviewRouter) -> HTTPServer {
        HTTPServer(address: address, timeout: 30, logger: .disabled, handler: router)
    }

    /// The page's address, once started; on the network, with the token in its path.
    public var url: String? {
        guard let port else { return nil }
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let path = if case .network(let network) = access { network.pagePath } else { "/" }
        return "http://\(name):\(port)\(path)"
    }

    /// How many event streams are open under the network access's cap (0 without a cap).
    public nonisolated var openEventStreams: Int { router.streamLimit?.count ?? 0 }

    /// FlyingFox's wait for listening takes a timeout; this one is never meant to be reached.
    /// Binding succeeds or fails at once, and a failure ends the wait through `run()`, however
    /// long the server's task waits for a thread on a busy machine.
    static let listeningWaitLimit: TimeInterval = 24 * 60 * 60

    /// Binds, listens and returns the port; the server then runs until ``stop()``.
    ///
    /// Waits for FlyingFox to say it is listening, or for `run()` to fail (the port is taken,
    /// say), whichever comes first: no polling, no deadline.
    @discardableResult
    public func start() async throws -> UInt16 {
        if let port { return port }
        let server = self.server
        let signal = ListeningSignal()
        running = Task {
            do { try await server.run() } catch { signal.resolve(.failure(error)) }
        }
        let listening = Task {
            do {
                try await server.waitUntilListening(timeout: Self.listeningWaitLimit)
                signal.resolve(.success(()))
            } catch {
                signal.resolve(.failure(error))
            }
        }
        do {
            try await signal.wait()
            listening.cancel()
        } catch {
            listening.cancel()
            if let socket = error as? SocketError, case .failed(type: "Bind", errno: EADDRINUSE, _) = socket {
                throw StartError.portInUse(requestedPort)
            }
            throw StartError.cannotListen("\(error)")
        }
        guard let address = await server.listeningAddress else { throw StartError.cannotListen("no address") }
        switch address {
        case .ip4(_, let bound), .ip6(_, let bound): port = bound
        case .unix: throw StartError.cannotListen("not an IP address")
        }
        let hub = state.hub
        guard let interval = heartbeat else { return port ?? 0 }
        heartbeatTask = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                hub.publish(PreviewEvent.heartbeat)
            }
        }
        return port ?? 0
    }

    /// Ends every event stream, closes the socket and every connection.
    public func stop() async {
        heartbeatTask?.cancel()
        heartbeatTask = nil
        state.hub.closeAll()
        // A moment for the ended streams to write their last chunk; FlyingFox then cancels the
        // connections still open (a client that stopped reading would otherwise hold it up).
        await server.stop(timeout: 0.25)
        running?.cancel()
        running = nil
        port = nil
    }
}

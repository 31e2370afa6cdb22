import FlyingFox
import FlyingSocks
import Foundation
import NMViewEngine

/// The live preview: an HTTP server (``LoopbackListener``, with FlyingFox's request and response
/// types) serving the page, the layout API and the event stream of a ``PreviewState``, on a
/// loopback address, or with ``PreviewAccess/network(_:)`` on an address of the local network to
/// requests that carry the run's token.
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
    private let address: any SocketAddress
    private let limits: RequestLimits
    private let heartbeat: Duration?
    private var listener: LoopbackListener?
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

    /// A server for `state` on `host` and `port` (0: any free port), reading requests within
    /// `limits` and sending a heartbeat comment to the state's event streams every `heartbeat`
    /// (`nil`: none, for a second server of a state whose first one sends them: the streams of
    /// both share one hub). With `.loopback` access (the default) `host` is 127.0.0.1, ::1 or
    /// localhost; with `.network` it is an IP address literal of this machine.
    public init(
        state: PreviewState, host: String = "127.0.0.1", port: UInt16 = 0, access: PreviewAccess = .loopback,
        limits: RequestLimits = .standard, heartbeat: Duration? = .seconds(LiveProtocol.heartbeatSeconds)
    ) throws {
        self.state = state
        self.limits = limits
        self.heartbeat = heartbeat
        self.host = host
        self.access = access
        self.requestedPort = port
        router = PreviewRouter(state: state, access: access)
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
    }

    /// How many connections are open, for tests that check none is left behind.
    public var connectionCount: Int { listener?.connectionCount ?? 0 }

    /// The page's address, once started; on the network, with the token in its path.
    public var url: String? {
        guard let port else { return nil }
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let path = if case .network(let network) = access { network.pagePath } else { "/" }
        return "http://\(name):\(port)\(path)"
    }

    /// How many event streams are open under the network access's cap (0 without a cap).
    public nonisolated var openEventStreams: Int { router.streamLimit?.count ?? 0 }

    /// Binds, listens and returns the port; the server then runs until ``stop()``. Listening is
    /// set up before this returns, so there is nothing to wait for: a failure (the port is taken)
    /// is thrown at once.
    @discardableResult
    public func start() async throws -> UInt16 {
        if let port { return port }
        let started: LoopbackListener
        do {
            started = try await LoopbackListener(address: address, limits: limits, handler: router)
        } catch SocketError.failed(let call, let code, let message) {
            if code == EADDRINUSE, requestedPort != 0 { throw StartError.portInUse(requestedPort) }
            // "bind failed: address already in use", not the error's Swift spelling.
            throw StartError.cannotListen("\(call.lowercased()) failed: \(message.lowercased())")
        } catch {
            throw StartError.cannotListen("\(error)")
        }
        listener = started
        port = started.port
        let hub = state.hub
        guard let interval = heartbeat else { return port ?? 0 }
        // On the listener's threads, with its timer: a starved global pool delays no heartbeat.
        let threads = started.threads
        heartbeatTask = threads.task {
            while (try? await threads.sleep(for: interval)) != nil {
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
        // A moment for the ended streams to write their last chunk; the connections still open
        // are then cancelled (a client that stopped reading would otherwise hold them up).
        await listener?.stop(grace: .milliseconds(250))
        listener = nil
        port = nil
    }
}

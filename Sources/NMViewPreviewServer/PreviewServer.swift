import FlyingFox
import FlyingSocks
import Foundation

/// The live preview: an HTTP server on a loopback address (``LoopbackListener``, with FlyingFox's
/// request and response types) serving the page, the layout API and the event stream of a
/// ``PreviewState``.
public actor PreviewServer {
    /// Why the server could not start.
    public enum StartError: Error, CustomStringConvertible {
        /// The host is not a loopback address.
        case notLoopback(String)
        /// Binding or listening failed (the port is taken, say).
        case cannotListen(String)

        /// The message `nmview` prints.
        public var description: String {
            switch self {
            case .notLoopback(let host):
                "the preview serves only this machine: use 127.0.0.1, ::1 or localhost, not '\(host)'"
            case .cannotListen(let reason): "cannot start the preview server: \(reason)"
            }
        }
    }

    /// What the server shows.
    public let state: PreviewState
    private let address: any SocketAddress
    private let limits: RequestLimits
    private let heartbeat: Duration
    private var listener: LoopbackListener?
    private var heartbeatTask: Task<Void, Never>?
    /// The port bound, once started.
    public private(set) var port: UInt16?
    /// The host as given, for URLs.
    public nonisolated let host: String

    /// A server for `state` on `host` (127.0.0.1, ::1 or localhost) and `port` (0: any free port),
    /// reading requests within `limits` and sending a heartbeat comment to event streams every
    /// `heartbeat`.
    public init(
        state: PreviewState, host: String = "127.0.0.1", port: UInt16 = 0, limits: RequestLimits = .standard,
        heartbeat: Duration = .seconds(15)
    ) throws {
        self.state = state
        self.limits = limits
        self.heartbeat = heartbeat
        self.host = host
        switch host {
        case "127.0.0.1", "localhost": address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        case "::1", "[::1]": address = try sockaddr_in6.inet6(ip6: "::1", port: port)
        default: throw StartError.notLoopback(host)
        }
    }

    /// How many connections are open, for tests that check none is left behind.
    public var connectionCount: Int { listener?.connectionCount ?? 0 }

    /// The page's address, once started.
    public var url: String? {
        guard let port else { return nil }
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(name):\(port)/"
    }

    /// Binds, listens and returns the port; the server then runs until ``stop()``. Listening is
    /// set up before this returns, so there is nothing to wait for: a failure (the port is taken)
    /// is thrown at once.
    @discardableResult
    public func start() async throws -> UInt16 {
        if let port { return port }
        let started: LoopbackListener
        do {
            started = try await LoopbackListener(address: address, limits: limits, handler: PreviewRouter(state: state))
        } catch SocketError.failed(let call, _, let message) {
            // "bind failed: address already in use", not the error's Swift spelling.
            throw StartError.cannotListen("\(call.lowercased()) failed: \(message.lowercased())")
        } catch {
            throw StartError.cannotListen("\(error)")
        }
        listener = started
        port = started.port
        let hub = state.hub
        let interval = heartbeat
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
        // A moment for the ended streams to write their last chunk; the connections still open
        // are then cancelled (a client that stopped reading would otherwise hold them up).
        await listener?.stop(grace: .milliseconds(250))
        listener = nil
        port = nil
    }
}

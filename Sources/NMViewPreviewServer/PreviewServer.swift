import FlyingFox
import FlyingSocks
import Foundation

/// The live preview: a FlyingFox HTTP server on a loopback address serving the page, the layout
/// API and the event stream of a ``PreviewState``.
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
    private let server: HTTPServer
    private let heartbeat: Duration
    private var running: Task<Void, Never>?
    private var heartbeatTask: Task<Void, Never>?
    /// The port bound, once started.
    public private(set) var port: UInt16?
    /// The host as given, for URLs.
    public nonisolated let host: String

    /// A server for `state` on `host` (127.0.0.1, ::1 or localhost) and `port` (0: any free port),
    /// sending a heartbeat comment to event streams every `heartbeat`.
    public init(state: PreviewState, host: String = "127.0.0.1", port: UInt16 = 0, heartbeat: Duration = .seconds(15)) throws {
        self.state = state
        self.heartbeat = heartbeat
        self.host = host
        let router = PreviewRouter(state: state)
        // Handlers only build responses; streaming bodies are not bound by this timeout.
        switch host {
        case "127.0.0.1", "localhost":
            server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled, handler: router)
        case "::1", "[::1]":
            server = HTTPServer(address: try .inet6(ip6: "::1", port: port), timeout: 30, logger: .disabled, handler: router)
        default:
            throw StartError.notLoopback(host)
        }
    }

    /// The page's address, once started.
    public var url: String? {
        guard let port else { return nil }
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(name):\(port)/"
    }

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
            throw StartError.cannotListen("\(error)")
        }
        guard let address = await server.listeningAddress else { throw StartError.cannotListen("no address") }
        switch address {
        case .ip4(_, let bound), .ip6(_, let bound): port = bound
        case .unix: throw StartError.cannotListen("not an IP address")
        }
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
        // A moment for the ended streams to write their last chunk; FlyingFox then cancels the
        // connections still open (a client that stopped reading would otherwise hold it up).
        await server.stop(timeout: 0.25)
        running?.cancel()
        running = nil
        port = nil
    }
}

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import NMViewEngine

/// Follows `nmview watch --serve` from inside a running app: subscribes to its `/events`, fetches
/// each view class's new compiled layout when a save changes it, and hands it on; reports a
/// broken save's findings and changes nothing else. Link it in DEBUG builds only.
///
/// ```swift
/// let client = LiveReloadClient()   // NMVIEW_SERVER from the environment, else http://127.0.0.1:5757
/// client.follow("ProfileCard")
/// client.start(onLayout: { viewClass, layout in … }, onProblems: { viewClass, problems in … })
/// ```
///
/// When the stream ends or fails (the server restarted, the app was in the background), the
/// client connects again after a delay that doubles up to a cap (``Backoff``), and on every
/// connection asks again for the layouts of the classes it knows, with the hash it has as
/// `If-None-Match`, so a save made while it was away is not missed. A stream that delivers
/// nothing, not even the server's heartbeat comments, for ``stallTimeout`` is dropped and
/// connected again. An answer that is not a layout of the class asked for is reported and never
/// delivered: the app keeps its last good layout.
///
/// **Threading.** The connection's state lives on one private serial queue. ``start(onLayout:onProblems:)``,
/// ``stop()``, ``follow(_:)`` and ``reconnect()`` may be called from any thread, the handlers
/// included, and never wait for that queue. The handlers are called on it, one at a time, in
/// order, and never after ``stop()`` has returned; they should return quickly and hop to the
/// main thread to touch views.
public final class LiveReloadClient: LiveLayoutSource, @unchecked Sendable {
    /// The server an app in the simulator reaches: `nmview watch --serve`'s default address on the Mac.
    public static let simulatorServer: URL = {
        guard let url = URL(string: "http://127.0.0.1:\(LiveProtocol.defaultPort)") else {
            preconditionFailure("the simulator's server URL is a constant")
        }
        return url
    }()
    /// The default ``stallTimeout``: three of the server's heartbeats, which come every 15 s
    /// (``LiveProtocol/stallSeconds``).
    public static let stallTimeoutDefault = TimeInterval(LiveProtocol.stallSeconds)
    /// The default ``requestTimeout``.
    public static let requestTimeoutDefault: TimeInterval = 10
    /// How many times a layout whose answer was cut short is asked for again before waiting for
    /// the next save or connection.
    static let fetchRetries = 3

    /// The environment variable naming the server's URL, as `nmview watch --lan` prints it
    /// (`http://192.168.1.20:5757/s/<token>/`): set it in the app scheme's environment.
    public static let serverVariable = "NMVIEW_SERVER"
    /// The environment variable holding the token, when ``serverVariable``'s URL does not.
    public static let tokenVariable = "NMVIEW_TOKEN"

    /// The preview server's base URL.
    public let server: URL
    /// The token a network preview asks for, sent as `Authorization: Bearer` on every request;
    /// `nil` when the URL carries it or the server is on loopback.
    public let token: String?
    /// What is wrong with how the client was set up (an environment variable that is not a URL),
    /// shown to every class the client follows instead of connecting.
    let setupProblem: ServerUnreachable?
    /// How long the event stream may deliver nothing before it counts as stalled and is dropped.
    public let stallTimeout: TimeInterval
    /// How long a layout request may take.
    public let requestTimeout: TimeInterval
    /// The delays between connection attempts.
    public let backoff: Backoff

    let queue = DispatchQueue(label: "NMViewLiveReload.LiveReloadClient")
    /// Where every client's sessions call back, passing each callback on to the client's queue.
    /// Static because an OperationQueue does not keep its underlying queue alive, and a session's
    /// last callbacks may come after its client is gone.
    private static let sessionQueue = DispatchQueue(label: "NMViewLiveReload.LiveReloadClient.sessions")
    let streamSession: URLSession
    let fetchSession: URLSession

    /// The handlers, and which run may call them; set from any thread.
    let gate = DeliveryGate()

    // Everything below is touched on `queue` only.
    /// The run the queue is connected for (see ``DeliveryGate``), `nil` when stopped. Answers to
    /// requests made for an earlier run are dropped.
    var currentRun: Int?
    /// The event stream's task, while one is open or opening.
    var streamTask: URLSessionDataTask?
    /// Whether the stream's response arrived and is an event stream.
    var streamOpen = false {
        didSet { connected.withLock { $0 = streamOpen } }
    }
    /// ``streamOpen`` for readers on other threads, who must not wait for the queue.
    private let connected = LockedValue(false)
    var parser = ServerSentEventParser()
    /// When the stream last delivered anything (or was opened), in uptime nanoseconds.
    var lastActivity: UInt64 = 0
    /// Failed connection attempts since the last stream opened.
    var attempts = 0
    /// The server's `retry:` delay, in seconds.
    var serverRetry: TimeInterval?
    var pendingReconnect: DispatchWorkItem?
    var watchdog: (any DispatchSourceTimer)?
    /// The classes to ask for on every connection, in the order they became known.
    var known: [String] = []
    /// The hash of the layout last delivered for each class.
    var applied: [String: String] = [:]
    /// Classes with a request under way, and those to ask for again when it ends.
    var fetching: Set<String> = []
    var fetchAgain: Set<String> = []
    /// Names ``follow(_:)`` was given that no layout file can have, shown as problems on start.
    var refusedNames: Set<String> = []
    /// Classes whose problems were reported and not yet cleared.
    var showingProblems: Set<String> = []
    /// Why the server cannot be followed, once shown to every class followed; cleared when a
    /// stream opens.
    var unreachable: ServerUnreachable?
    /// Connection attempts that failed in a row, before any stream opened.
    var failedAttempts = 0
    /// Why the stream's response was refused, for its completion to report.
    var refusedResponse: ServerUnreachable?
    /// ``state`` for readers on other threads, and who is told of its changes.
    let stateValue = LockedValue(LiveReloadState.stopped)
    let stateObserver = LockedValue<(@Sendable (LiveReloadState) -> Void)?>(nil)
    /// Draws the backoff's jitter; a test may fix it.
    var random: @Sendable () -> Double = { Double.random(in: 0..<1) }

    /// A client of the preview server at `server` (its base URL, `http://127.0.0.1:5757` in the
    /// simulator), not yet started; `token` goes with every request as `Authorization: Bearer`.
    public convenience init(
        server: URL, token: String? = nil,
        stallTimeout: TimeInterval = LiveReloadClient.stallTimeoutDefault,
        requestTimeout: TimeInterval = LiveReloadClient.requestTimeoutDefault, backoff: Backoff = Backoff()
    ) {
        self.init(
            server: server, token: token, setupProblem: nil, stallTimeout: stallTimeout, requestTimeout: requestTimeout,
            backoff: backoff)
    }

    /// The client with every setting given; `setupProblem`, what is wrong with them, is shown
    /// instead of connecting (see `init(environment:)`).
    init(
        server: URL, token: String?, setupProblem: ServerUnreachable?, stallTimeout: TimeInterval, requestTimeout: TimeInterval,
        backoff: Backoff
    ) {
        self.server = server
        self.token = token
        self.setupProblem = setupProblem
        self.stallTimeout = stallTimeout
        self.requestTimeout = requestTimeout
        self.backoff = backoff
        let configuration = URLSessionConfiguration.ephemeral
        // Every request goes to the server: a cached 200 must not stand in for a 304 or hide a save.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 4
        let delegate = StreamDelegate()
        // The sessions call back on a serial queue of this module's. An OperationQueue of its
        // own making runs on the system's shared concurrent threads, which on Linux are the ones
        // Swift concurrency's tasks run on: a busy app (or test run) would delay every event.
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        delegateQueue.underlyingQueue = Self.sessionQueue
        streamSession = URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue)
        fetchSession = URLSession(configuration: configuration, delegate: nil, delegateQueue: delegateQueue)
        delegate.client = self
    }

    deinit {
        watchdog?.cancel()
        pendingReconnect?.cancel()
        streamSession.invalidateAndCancel()
        fetchSession.invalidateAndCancel()
    }

    /// Also asks for `viewClass`'s layout on every connection, before any event names it. A
    /// module-qualified name (`MyApp.ProfileCard`, as `NSStringFromClass` gives it) follows the
    /// class its layout file names (`ProfileCard`); a name no layout file can have is shown as a
    /// problem of that name, once it runs.
    public func follow(_ qualified: String) {
        let viewClass = ViewClassName.unqualified(qualified)
        queue.async { [self] in
            guard Self.isClassName(viewClass) else {
                refusedNames.insert(viewClass)
                showRefusedName(viewClass)
                return
            }
            guard !known.contains(viewClass) else { return }
            known.append(viewClass)
            if streamOpen { fetch(viewClass) }
            if currentRun != nil, let problem = connectionProblem { showConnectionProblem(problem, to: [viewClass]) }
        }
    }

    /// Connects and starts delivering: `onLayout` with each new good layout of a view class,
    /// `onProblems` with a class's current problems (findings of a broken save, or an answer
    /// that was not a layout), an empty list once they are gone. A second `start` while running
    /// is harmless: the first handlers stay, and it says so in the log, as a call made twice by
    /// mistake would otherwise go unnoticed. ``stop()`` first to change the handlers.
    public func start(
        onLayout: @escaping @Sendable (_ viewClass: String, _ layout: CompiledLayout) -> Void,
        onProblems: @escaping @Sendable (_ viewClass: String, _ problems: [ReloadDiagnostic]) -> Void
    ) {
        guard gate.open(DeliveryGate.Handlers(onLayout: onLayout, onProblems: onProblems)) else {
            print("NMViewLiveReload: start() while running keeps the first handlers; call stop() first to change them")
            return
        }
        queue.async { [self] in reconcile() }
    }

    /// Disconnects; no handler starts after this returns (one running on another thread is
    /// waited for; called from a handler, it returns at once). ``start(onLayout:onProblems:)`` may follow.
    public func stop() {
        gate.close()
        queue.async { [self] in reconcile() }
    }

    /// Drops the event stream and connects again at once, without waiting out a backoff: for an
    /// app coming back from the background, whose connection the system may have closed.
    public func reconnect() {
        queue.async { [self] in
            guard currentRun != nil else { return }
            dropStream()
            pendingReconnect?.cancel()
            pendingReconnect = nil
            attempts = 0
            connect()
        }
    }

    /// Whether the event stream is open. Never waits for the client's queue.
    public var isConnected: Bool {
        connected.withLock { $0 }
    }

    /// Brings the queue's connection in line with the gate: tears down a run that was stopped,
    /// starts one that was started. Start and stop only set the gate and ask for this, so no
    /// caller ever waits for the queue (the main thread included).
    private func reconcile() {
        let (run, isOpen) = gate.state
        if let currentRun, !isOpen || currentRun != run {
            self.currentRun = nil
            dropStream()
            pendingReconnect?.cancel()
            pendingReconnect = nil
            watchdog?.cancel()
            watchdog = nil
            fetching.removeAll()
            fetchAgain.removeAll()
            showingProblems.removeAll()
            unreachable = nil
            refusedResponse = nil
            failedAttempts = 0
            setState(.stopped)
        }
        if isOpen, currentRun == nil {
            currentRun = run
            attempts = 0
            for name in refusedNames.sorted() { showRefusedName(name) }
            if let setupProblem {
                unreachable = setupProblem
                setState(.unreachable(setupProblem))
                showConnectionProblem(setupProblem.message, to: known)
                return
            }
            setState(.connecting)
            startWatchdog()
            connect()
        }
    }

    /// A request to `url` with the client's token, if it has one.
    func request(_ url: URL, timeout: TimeInterval) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return request
    }

    /// Calls a handler, if the run the queue works for is still the one started.
    func deliver(_ body: (DeliveryGate.Handlers) -> Void) {
        guard let currentRun else { return }
        gate.deliver(run: currentRun, body)
    }

    /// Whether `name` can be a view class the server serves: ASCII letters, digits and `_`, as
    /// its compiled-layout route accepts, so no name from an event can reach another path.
    static func isClassName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 256
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// Now, in uptime nanoseconds.
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
}

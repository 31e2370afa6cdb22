#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The event stream: connecting, reading, noticing a stall, and connecting again. Runs on `queue`.
extension LiveReloadClient {
    /// Opens `/events`.
    func connect() {
        guard currentRun != nil else { return }
        parser = ServerSentEventParser()
        streamOpen = false
        // The system's own idle timeout is only a backstop: the watchdog decides, on both platforms alike.
        var request = request(server.appendingPathComponent("events"), timeout: max(stallTimeout * 2, 60))
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
        let task = streamSession.dataTask(with: request)
        streamTask = task
        lastActivity = Self.now
        task.resume()
    }

    /// Forgets the stream, cancelling its task; its late callbacks no longer match and are ignored.
    func dropStream() {
        streamTask?.cancel()
        streamTask = nil
        streamOpen = false
    }

    /// Connects again after the backoff's next delay.
    func scheduleReconnect() {
        guard currentRun != nil, pendingReconnect == nil else { return }
        let delay = backoff.delay(attempt: attempts, retry: serverRetry, random: random())
        attempts += 1
        let work = DispatchWorkItem { [weak self] in
            guard let self else { return }
            pendingReconnect = nil
            connect()
        }
        pendingReconnect = work
        queue.asyncAfter(deadline: .now() + delay, execute: work)
    }

    /// Checks every quarter of ``stallTimeout`` whether the stream (or its response) has been
    /// silent for longer than that; drops it and connects again if so.
    func startWatchdog() {
        watchdog?.cancel()
        let interval = max(stallTimeout / 4, 0.01)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(10))
        timer.setEventHandler { [weak self] in
            guard let self, streamTask != nil else { return }
            let silent = Double(Self.now &- lastActivity) / 1e9
            guard silent > stallTimeout else { return }
            let wasOpen = streamOpen
            dropStream()
            if wasOpen { setState(.connecting) } else { connectFailed(ServerUnreachable(.timedOut, url: ServerUnreachable.shown(server))) }
            scheduleReconnect()
        }
        timer.resume()
        watchdog = timer
    }

    /// The stream's response arrived with `status`, `accepted` if it is a 200 event stream.
    func streamResponded(taskID: Int, status: Int?, accepted: Bool) {
        guard let task = streamTask, task.taskIdentifier == taskID else { return }
        lastActivity = Self.now
        guard accepted else {
            // Cancelled by the delegate; its completion reports why and reconnects. On a device a
            // refusal means the URL or token is not the one this run of the server printed.
            let reason: ServerUnreachable.Reason =
                switch status {
                case 401, 403: .wrongToken
                case 421: .wrongName
                default: .notThePreview
                }
            let detail = status.map { reason == .notThePreview ? "\($0) without an event stream" : "\($0)" }
            refusedResponse = ServerUnreachable(reason, url: ServerUnreachable.shown(server), detail: detail)
            return
        }
        streamOpen = true
        attempts = 0
        failedAttempts = 0
        refusedResponse = nil
        setState(.connected)
        if unreachable != nil {
            unreachable = nil
            for viewClass in known { clearProblems(of: viewClass) }
        }
        for viewClass in known { fetch(viewClass) }
    }

    /// Bytes of the stream arrived.
    func streamReceived(_ data: Data, taskID: Int) {
        guard streamOpen, let task = streamTask, task.taskIdentifier == taskID else { return }
        lastActivity = Self.now
        let outputs: [ServerSentEventParser.Output]
        do {
            outputs = try parser.feed(data)
        } catch {
            // Not a stream this client can follow; start afresh rather than buffer without end.
            dropStream()
            scheduleReconnect()
            return
        }
        for output in outputs {
            guard currentRun != nil else { return }
            switch output {
            case .event(let type, let data): if type == "message" { handle(data) }
            case .retry(let milliseconds): serverRetry = Double(milliseconds) / 1000
            case .comment: break  // `: connected`, `: heartbeat`: the activity is what counts
            }
        }
    }

    /// The stream ended or failed with `error`: a dropped connection if it was open, else a
    /// failed attempt, and why.
    func streamCompleted(taskID: Int, error: (any Error)?) {
        guard let task = streamTask, task.taskIdentifier == taskID else { return }
        let wasOpen = streamOpen
        streamTask = nil
        streamOpen = false
        if wasOpen {
            setState(.connecting)
        } else {
            let shown = ServerUnreachable.shown(server)
            connectFailed(refusedResponse ?? error.map { ServerUnreachable(error: $0, url: shown) } ?? ServerUnreachable(.notThePreview, url: shown))
        }
        refusedResponse = nil
        scheduleReconnect()
    }

    /// One event's data: fetches on `updated` with a new hash, reports `invalid`'s findings,
    /// ignores `removed` (the app keeps its last good layout) and anything it does not know.
    func handle(_ data: String) {
        guard let event = LayoutEvent.decode(data),
            Self.isClassName(event.viewClass)
        else { return }
        switch event.type {
        case "updated":
            if !known.contains(event.viewClass) { known.append(event.viewClass) }
            clearProblems(of: event.viewClass)
            if event.hash == nil || event.hash != applied[event.viewClass] { fetch(event.viewClass) }
        case "invalid":
            showingProblems.insert(event.viewClass)
            let problems = (event.diagnostics ?? []).map(\.diagnostic)
            deliver { $0.onProblems(event.viewClass, problems) }
        default:
            break
        }
    }
}

/// Receives the stream's callbacks on the session's queue and passes them to the client's.
/// Holds the client weakly: a session keeps its delegate until it is invalidated.
final class StreamDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Set once, before any task starts.
    weak var client: LiveReloadClient?

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let type = http?.value(forHTTPHeaderField: "Content-Type")?.lowercased() ?? ""
        let accepted = http?.statusCode == 200 && type.hasPrefix("text/event-stream")
        completionHandler(accepted ? .allow : .cancel)
        let taskID = dataTask.taskIdentifier
        guard let client else { return }
        client.queue.async { client.streamResponded(taskID: taskID, status: http?.statusCode, accepted: accepted) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let taskID = dataTask.taskIdentifier
        guard let client else { return }
        client.queue.async { client.streamReceived(data, taskID: taskID) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let taskID = task.taskIdentifier
        guard let client else { return }
        client.queue.async { client.streamCompleted(taskID: taskID, error: error) }
    }
}

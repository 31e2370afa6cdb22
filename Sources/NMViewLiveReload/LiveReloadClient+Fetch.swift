#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import NMViewEngine

/// Asking for a view class's compiled layout and delivering it. Runs on `queue`.
extension LiveReloadClient {
    /// Asks for `viewClass`'s layout with the hash last delivered as `If-None-Match`; one request
    /// per class at a time, another after it when asked again meanwhile.
    func fetch(_ viewClass: String, retry: Int = 0) {
        guard let run = currentRun else { return }
        guard fetching.insert(viewClass).inserted else {
            fetchAgain.insert(viewClass)
            return
        }
        let url = server.appendingPathComponent("api/compiled").appendingPathComponent("\(viewClass).layout.json")
        var request = request(url, timeout: requestTimeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let hash = applied[viewClass] { request.setValue("\"\(hash)\"", forHTTPHeaderField: "If-None-Match") }
        let task = fetchSession.dataTask(with: request) { [weak self] data, response, error in
            let reply = LayoutReply(viewClass: viewClass, data: data, response: response, error: error)
            guard let self else { return }
            queue.async { self.fetched(viewClass, reply: reply, run: run, retry: retry) }
        }
        task.resume()
    }

    /// Delivers a layout, reports one that is not, or asks again for one cut short.
    private func fetched(_ viewClass: String, reply: LayoutReply, run: Int, retry: Int) {
        guard run == currentRun else { return }
        fetching.remove(viewClass)
        let again = fetchAgain.remove(viewClass) != nil
        switch reply {
        case .layout(let layout, let hash):
            if let hash { applied[viewClass] = hash } else { applied.removeValue(forKey: viewClass) }
            clearProblems(of: viewClass)
            deliver { $0.onLayout(viewClass, layout) }
        case .unchanged, .missing:
            break
        case .interrupted(let message):
            // Cut short or failed on the way: ask again after a backoff delay, a few times; after
            // that it is shown as given up on, and the next save or connection asks again.
            if !again, retry < Self.fetchRetries {
                let delay = backoff.delay(attempt: retry, random: random())
                queue.asyncAfter(deadline: .now() + delay) { [weak self] in
                    guard let self, run == currentRun else { return }
                    fetch(viewClass, retry: retry + 1)
                }
            } else if !again {
                let givenUp = "gave up on the layout of '\(viewClass)' after \(retry + 1) tries, the last: \(message): the next save asks again"
                showingProblems.insert(viewClass)
                deliver { $0.onProblems(viewClass, [ReloadDiagnostic(path: "", severity: "error", id: "live-reload", message: givenUp)]) }
            }
        case .rejected(let message):
            showingProblems.insert(viewClass)
            deliver { $0.onProblems(viewClass, [ReloadDiagnostic(path: "", severity: "error", id: "live-reload", message: message)]) }
        }
        if again { fetch(viewClass) }
    }

    /// Why the client cannot follow the server, if it cannot: its setup, or the server's refusal.
    var connectionProblem: String? { (setupProblem ?? unreachable)?.message }

    /// Shows `message` as the one problem of each of `viewClasses`.
    func showConnectionProblem(_ message: String, to viewClasses: [String]) {
        for viewClass in viewClasses {
            showingProblems.insert(viewClass)
            deliver { $0.onProblems(viewClass, [ReloadDiagnostic(path: "", severity: "error", id: "live-reload", message: message)]) }
        }
    }

    /// Shows that `name` is no view class name the server can serve, over the views of that name.
    func showRefusedName(_ name: String) {
        let message = "'\(name)' is not a view class live reload can follow: a layout file's 'view:' is letters, digits and '_'"
        deliver { $0.onProblems(name, [ReloadDiagnostic(path: "", severity: "error", id: "live-reload", message: message)]) }
    }

    /// Tells `onProblems` that `viewClass` has none, if it was told it had some.
    func clearProblems(of viewClass: String) {
        guard showingProblems.remove(viewClass) != nil else { return }
        deliver { $0.onProblems(viewClass, []) }
    }
}

import Foundation
import NMViewTestSupport
import Testing

/// The real `nmview watch --serve` on 127.0.0.1, driven over raw sockets: many event-stream
/// clients and a save, and requests that try to reach files outside the watched folder. The
/// server's own suites test the same routes on a server fed by hand; these test what a user runs.
@Suite struct PreviewFaultTests {
    static let wider = LintCommandTests.good.replacingOccurrences(of: "width: 320", with: "width: 321")

    @Test func hundredEventStreamClientsAllReceiveASave() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", LintCommandTests.good)
        let (watch, port) = try await RunningCommand.serving(scratch)
        var clients: [RawConnection] = []
        for _ in 0..<100 {
            let client = try RawConnection(port: port)
            try client.sendText("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
            clients.append(client)
        }
        for (index, client) in clients.enumerated() {
            #expect(await client.read(untilContains: ": connected"), "client \(index) got no stream: \(client.text)")
        }

        try scratch.write("layouts/Card.nmview.yaml", Self.wider)
        let event = #""type":"updated","version":"#
        var missed: [Int] = []
        for (index, client) in clients.enumerated() where await !client.read(untilContains: event) {
            missed.append(index)
        }
        #expect(missed.isEmpty, "clients \(missed) missed the save")
        // Ctrl-C ends the hundred open streams and the process.
        #expect(await watch.interrupt() == 0)
    }

    /// Links inside the watched folder that lead out of it, and requests that climb out with
    /// `..`, encoded or not, or name an absolute path: nothing outside is ever answered, and a
    /// foreign Host is refused. (Layout files reached through a link are checked and previewed,
    /// as `nmview lint` checks them; no request path is ever turned into a file path.)
    @Test func requestsNeverReachFilesOutsideTheWatchedFolder() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", LintCommandTests.good)
        let secret = try scratch.write("private/secret.txt", "TOP-SECRET-MARKER\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent("layouts/private").path,
            withDestinationPath: scratch.url.appendingPathComponent("private").path)
        try manager.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent("layouts/notes.txt").path, withDestinationPath: secret)
        let (watch, port) = try await RunningCommand.serving(scratch)

        let encodedSecret = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
        let targets = [
            "/private/secret.txt", "/layouts/private/secret.txt", "/notes.txt", "/layouts/notes.txt",
            "/../private/secret.txt", "/%2e%2e/private/secret.txt", "/layouts/%2E%2E/private/secret.txt",
            "/..%2fprivate%2fsecret.txt", secret, "/" + encodedSecret,
            "/api/render?file=layouts%2Fnotes.txt", "/api/render?file=layouts%2Fprivate%2Fsecret.txt",
            "/api/render?file=layouts%2F..%2Fprivate%2Fsecret.txt", "/api/render?file=" + encodedSecret,
        ]
        for target in targets {
            let response = try await RawResponse.get(target, port: port)
            #expect([400, 404].contains(response.status), "\(target) answered \(response.status)")
            #expect(!response.text.contains("TOP-SECRET"), "\(target) leaked the file")
        }
        let list = try await RawResponse.get("/api/layouts", port: port)
        #expect(list.status == 200 && list.text.contains("layouts/Card.nmview.yaml"))
        #expect(!list.text.contains("secret") && !list.text.contains("notes"))
        let foreign = try await RawResponse.get("/api/layouts", port: port, host: "evil.example:\(port)")
        #expect(foreign.status == 421 && !foreign.text.contains("Card"))
        #expect(await watch.interrupt() == 0)
    }
}

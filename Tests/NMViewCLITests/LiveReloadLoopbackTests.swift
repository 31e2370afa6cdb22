#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewModel
import NMViewTestSupport
import Testing

/// The live-reload client driving a headless host against the real `nmview watch --serve`, a
/// child process on a free loopback port: saves, a broken save and its fix, a deletion, a
/// restart and a hung server. The host must follow every good save, keeping its view objects.
@Suite struct LiveReloadLoopbackTests {
    /// A card with a title `width` wide, a text field, and a label whose text only code sets.
    static func card(width: Int, title: String = "Hello") -> String {
        """
        nmview: 1
        view: Card
        size: {width: 320, height: 480}
        root:
          subviews:
            - {id: title, class: UILabel, frame: [10, 10, \(width), 20], text: \(title)}
            - {id: name, class: UITextField, frame: [10, 40, 200, 30]}
            - {id: note, class: UILabel, frame: [10, 80, 200, 20]}

        """
    }

    static let file = "layouts/Card.nmview.yaml"

    /// A server of the 100-wide card in a scratch folder, and an app whose host has it.
    static func following(stallTimeout: TimeInterval = 60) async throws -> (Scratch, RunningCommand, HeadlessApp) {
        let scratch = try Scratch()
        try scratch.write(file, card(width: 100))
        let (watch, port) = try await RunningCommand.serving(scratch)
        let app = await HeadlessApp(port: port, stallTimeout: stallTimeout)
        let ready = await app.waitForTitle(width: 100)
        if !ready { app.client.stop() }
        try #require(ready, "\(app.summary) \(watch.stderr)")
        return (scratch, watch, app)
    }

    @Test func theHostFollowsSavesKeepingItsViewObjects() async throws {
        let (scratch, watch, app) = try await Self.following()
        defer { app.client.stop() }
        let title = try #require(app.onHost { $0.outlet("title", as: HeadlessLabel.self) })
        let name = try #require(app.onHost { $0.outlet("name", as: HeadlessControl.self) })
        let note = try #require(app.onHost { $0.outlet("note", as: HeadlessLabel.self) })
        // State the app set at run time, as a user types into a field: the layout never sets it.
        app.withHost { _ in
            note.text = "typed by the user"
            name.alpha = 0.5
        }

        try scratch.write(Self.file, Self.card(width: 200, title: "Changed"))
        #expect(await app.waitForTitle(width: 200), "\(app.summary)")
        let (same, titleText, noteText, alpha) = app.withHost { host in
            (zip(["title", "name", "note"].map { host?.outlet($0) }, [title, name, note] as [HeadlessView]).allSatisfy { $0 === $1 },
                title.text, note.text, name.alpha)
        }
        #expect(same, "the reload made new views for ids both layouts have")
        #expect(titleText == "Changed")
        #expect(noteText == "typed by the user" && alpha == 0.5)
        #expect(await watch.interrupt() == 0)
    }

    @Test func aBrokenSaveChangesNothingItsFixIsFollowedAndADeletionKeepsTheLastGood() async throws {
        let (scratch, watch, app) = try await Self.following()
        defer { app.client.stop() }

        try scratch.write(Self.file, Self.card(width: 150).replacingOccurrences(of: "size: {", with: "size: {{"))
        #expect(await app.problems.wait { $0.last.map { !$0.problems.isEmpty } ?? false }, "\(watch.stdout) \(watch.stderr)")
        let report = try #require(app.problems.last)
        #expect(report.viewClass == "Card")
        #expect(report.problems.allSatisfy { $0.path.hasSuffix("Card.nmview.yaml") && $0.line != nil }, "\(report.problems)")
        #expect(report.problems.contains { $0.severity == "error" })
        #expect(app.layouts.all.count == 1 && app.titleWidth == 100)

        try scratch.write(Self.file, Self.card(width: 250))
        #expect(await app.waitForTitle(width: 250), "\(app.summary)")
        #expect(await app.problems.wait { $0.last?.problems == [] })

        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(Self.file))
        #expect(await watch.waitFor { stdout, _ in stdout.contains("removed") }, "\(watch.stdout)")
        try await Task.sleep(for: .milliseconds(300))
        #expect(app.layouts.all.count == 2 && app.titleWidth == 250, "\(app.summary)")
        #expect(await watch.interrupt() == 0)
    }

    /// The server stops and comes back on the same port: the client connects again, fetches the
    /// save made while it was away, and follows the next one.
    @Test func aRestartedServerIsFollowedAgain() async throws {
        let (scratch, first, app) = try await Self.following()
        defer { app.client.stop() }
        let port = try #require(app.client.server.port.flatMap { UInt16(exactly: $0) })

        #expect(await first.interrupt() == 0)
        #expect(await eventually { !app.client.isConnected })
        try scratch.write(Self.file, Self.card(width: 120))
        let (second, _) = try await RunningCommand.serving(scratch, port: port)
        #expect(await app.waitForTitle(width: 120), "the save made while the server was down: \(app.summary)")
        #expect(await eventually { app.client.isConnected })

        try scratch.write(Self.file, Self.card(width: 140))
        #expect(await app.waitForTitle(width: 140), "\(app.summary)")
        #expect(await second.interrupt() == 0)
    }

    /// A server that hangs (stopped with SIGSTOP: its connections stay open, nothing is sent) is
    /// noticed within the stall timeout; once it runs again the host follows the next save.
    @Test func aHungServerIsNoticedAndFollowedWhenItRunsAgain() async throws {
        let (scratch, watch, app) = try await Self.following(stallTimeout: 1)
        defer { app.client.stop() }
        #expect(await eventually { app.client.isConnected })

        watch.send(SIGSTOP)
        #expect(await eventually { !app.client.isConnected }, "the stall was not noticed")
        watch.send(SIGCONT)

        try scratch.write(Self.file, Self.card(width: 180))
        #expect(await app.waitForTitle(width: 180), "\(app.summary)")
        #expect(await watch.interrupt() == 0)
    }
}

/// An app in miniature: a headless host of `Card` made from the first layout the client delivers
/// and reloaded with each later one through the engine's ``LiveReloadFollower``, the wiring
/// `NMView.enableLiveReload` uses. The test reads the host under a lock; the follower installs
/// on the main actor.
final class HeadlessApp: @unchecked Sendable {
    let client: LiveReloadClient
    let layouts = Recorded<CompiledLayout>()
    let problems = Recorded<(viewClass: String, problems: [ReloadDiagnostic])>()
    private let lock = NSLock()
    private var host: LayoutHost?
    /// Kept for as long as the app: the client's deliveries reach it weakly.
    private let follower: LiveReloadFollower<LayoutHost>

    @MainActor convenience init(port: UInt16, stallTimeout: TimeInterval = 60) {
        self.init(server: URL(string: "http://127.0.0.1:\(port)") ?? LiveReloadClient.simulatorServer, stallTimeout: stallTimeout)
    }

    /// An app following the preview at `server` (a URL `watch --lan` printed, say).
    @MainActor init(server: URL, token: String? = nil, stallTimeout: TimeInterval = 60) {
        client = LiveReloadClient(server: server, token: token, stallTimeout: stallTimeout, backoff: Backoff(initial: 0.1, maximum: 1))
        let (lock, layouts) = (lock, layouts)
        follower = LiveReloadFollower(
            install: { host, layout in
                lock.withLock { host.reload(layout) }
                layouts.append(layout)  // once installed: a test that sees it sees the host built from it
            },
            show: { _, _ in })
        follower.onLayout = { [weak self] viewClass, layout in
            guard let self, viewClass == "Card" else { return }
            // The first layout makes the host, which the follower keeps from then on.
            let made: LayoutHost? = lock.withLock {
                guard host == nil else { return nil }
                let made = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: 320, height: 480))
                host = made
                return made
            }
            if let made { follower.register(made, viewClass: viewClass) }
        }
        follower.onProblems = { [problems] in problems.append(($0, $1)) }
        client.follow("Card")
        follower.enable(client)
    }

    /// Runs `body` with the host (`nil` before the first layout) under the lock.
    func withHost<Result>(_ body: (LayoutHost?) -> Result) -> Result {
        lock.withLock { body(host) }
    }

    /// Runs `body` with the host under the lock; `nil` before the first layout.
    func onHost<Result>(_ body: (LayoutHost) -> Result?) -> Result? {
        lock.withLock { host.flatMap(body) }
    }

    /// The title label's width on the host, as laid out.
    var titleWidth: Double? {
        onHost { $0.outlet("title", as: HeadlessLabel.self)?.frame.width }
    }

    /// Waits until the host's title is `width` wide.
    func waitForTitle(width: Double) async -> Bool {
        await eventually(within: .seconds(60)) { titleWidth == width }
    }

    /// What arrived, for failure messages.
    var summary: String {
        "title width \(titleWidth.map { "\($0)" } ?? "none"), \(layouts.all.count) layouts, problems \(problems.all.map(\.problems))"
    }
}

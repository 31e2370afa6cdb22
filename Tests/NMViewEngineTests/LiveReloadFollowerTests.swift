import Foundation
import NMViewEngine
import NMViewModel
import Testing

/// The engine's follow-a-host wiring, on headless hosts: what a source delivers from its own
/// thread reaches every live host of the class on the main actor, problems included.
@MainActor @Suite struct LiveReloadFollowerTests {
    /// A source the test delivers through by hand, from another thread as a client does.
    final class HandSource: LiveLayoutSource, @unchecked Sendable {
        private let lock = NSLock()
        private var handlers: (layout: @Sendable (String, CompiledLayout) -> Void, problems: @Sendable (String, [ReloadDiagnostic]) -> Void)?
        private var followedClasses: [String] = []
        private(set) var stops = 0

        var followed: [String] { lock.withLock { followedClasses } }

        func follow(_ viewClass: String) { lock.withLock { followedClasses.append(viewClass) } }

        func start(
            onLayout: @escaping @Sendable (String, CompiledLayout) -> Void,
            onProblems: @escaping @Sendable (String, [ReloadDiagnostic]) -> Void
        ) {
            lock.withLock { handlers = (onLayout, onProblems) }
        }

        func stop() { lock.withLock { handlers = nil; stops += 1 } }

        func deliver(_ layout: CompiledLayout, for viewClass: String) async {
            let handler = lock.withLock { handlers?.layout }
            await Task.detached { handler?(viewClass, layout) }.value
        }

        func deliver(_ problems: [ReloadDiagnostic], for viewClass: String) async {
            let handler = lock.withLock { handlers?.problems }
            await Task.detached { handler?(viewClass, problems) }.value
        }
    }

    static func card(width: Double) -> CompiledLayout {
        CompiledLayout(LayoutDocument(
            viewClass: "Card", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [ViewNode(id: "title", viewClass: "UILabel", frame: Rect(x: 10, y: 10, width: width, height: 20))])))
    }

    static func host() -> LayoutHost {
        LayoutHost(layout: card(width: 100), frame: Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Lets the main-actor tasks the deliveries started run.
    func settle(until condition: () -> Bool) async -> Bool {
        for _ in 0..<2000 where !condition() { try? await Task.sleep(for: .milliseconds(5)) }
        return condition()
    }

    @Test func layoutsAndProblemsReachEveryHostOfTheClass() async throws {
        var shown: [(ObjectIdentifier, [ReloadDiagnostic])] = []
        let follower = LiveReloadFollower<LayoutHost>(
            install: { host, layout in host.reload(layout) }, show: { host, problems in shown.append((ObjectIdentifier(host), problems)) })
        let first = Self.host(), second = Self.host()
        follower.register(first, viewClass: "MyApp.Card")  // as NSStringFromClass names it
        let source = HandSource()
        follower.enable(source)
        follower.register(second, viewClass: "Card")
        #expect(source.followed == ["Card", "Card"])

        let title = try #require(first.outlet("title"))
        await source.deliver(Self.card(width: 200), for: "Card")
        #expect(await settle { second.outlet("title")?.frame.width == 200 })
        #expect(first.outlet("title")?.frame.width == 200 && first.outlet("title") === title)

        let finding = ReloadDiagnostic(
            path: "Card.nmview.yaml", line: 9, column: 1, severity: "error", id: "yaml.unclosed-flow-sequence", message: "bad",
            notes: [.init(message: "'[' opened here is not closed", path: "Card.nmview.yaml", line: 8, column: 14)])
        await source.deliver([finding], for: "Card")
        #expect(await settle { shown.count == 2 })
        #expect(follower.problems["Card"] == [finding])
        // A host made while the problem stands shows it at once.
        let third = Self.host()
        follower.register(third, viewClass: "Card")
        #expect(shown.last.map { $0.0 == ObjectIdentifier(third) && $0.1 == [finding] } == true)

        // The next good layout takes the problem away from every host, then installs.
        await source.deliver(Self.card(width: 250), for: "Card")
        #expect(await settle { third.outlet("title")?.frame.width == 250 })
        #expect(shown.suffix(3).allSatisfy { $0.1.isEmpty } && follower.problems.isEmpty)

        // Another source stops the first, and takes away what the first showed.
        await source.deliver([finding], for: "Card")
        #expect(await settle { follower.problems["Card"] != nil })
        let next = HandSource()
        follower.enable(next)
        #expect(source.stops == 1 && follower.problems.isEmpty && shown.suffix(3).allSatisfy { $0.1.isEmpty })
        follower.disable()
        #expect(next.stops == 1)
    }
}

import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// `NMView.enableLiveReload(_:)`: what a source delivers reaches every live view of the class
/// named, on the main actor, keeping the views and what the user typed; problems show in a box
/// over the views until the next good layout; freed views are let go. The source here is a
/// stand-in: the real client, `NMViewLiveReload`, is tested against a real server on Linux.
@MainActor @Suite(.interfaceCheck, .serialized) struct LiveReloadTests {
    final class Ticket: NMView {}
    final class Stub: NMView {}

    /// A source the test delivers through by hand.
    final class HandSource: LiveLayoutSource, @unchecked Sendable {
        private let lock = NSLock()
        private var handlers: (layout: @Sendable (String, CompiledLayout) -> Void, problems: @Sendable (String, [ReloadDiagnostic]) -> Void)?
        private var followedClasses: [String] = []
        private(set) var stops = 0
        private(set) var reconnects = 0

        var followed: [String] { lock.withLock { followedClasses } }

        func follow(_ viewClass: String) {
            lock.withLock { if !followedClasses.contains(viewClass) { followedClasses.append(viewClass) } }
        }

        func start(
            onLayout: @escaping @Sendable (String, CompiledLayout) -> Void,
            onProblems: @escaping @Sendable (String, [ReloadDiagnostic]) -> Void
        ) {
            lock.withLock { handlers = (onLayout, onProblems) }
        }

        func stop() {
            lock.withLock {
                handlers = nil
                stops += 1
            }
        }

        func reconnect() {
            lock.withLock { reconnects += 1 }
        }

        /// Delivers from another thread, as the client does from its queue.
        func deliver(_ layout: CompiledLayout, for viewClass: String) async {
            let handler = lock.withLock { handlers?.layout }
            await Task.detached { handler?(viewClass, layout) }.value
        }

        func deliver(_ problems: [ReloadDiagnostic], for viewClass: String) async {
            let handler = lock.withLock { handlers?.problems }
            await Task.detached { handler?(viewClass, problems) }.value
        }
    }

    static func ticket(width: Double, placeholder: String = "Seat") -> LayoutDocument {
        LayoutDocument(
            viewClass: "Ticket", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [
                ViewNode(id: "title", viewClass: "UILabel", frame: Rect(x: 10, y: 10, width: width, height: 20)),
                ViewNode(
                    id: "seat", viewClass: "UITextField", frame: Rect(x: 10, y: 40, width: 200, height: 30),
                    properties: ["placeholder": .string(placeholder)]),
            ]))
    }

    static let stub = LayoutDocument(
        viewClass: "Stub", size: Size(width: 100, height: 100),
        root: ViewNode(subviews: [ViewNode(id: "dot", frame: Rect(x: 1, y: 1, width: 5, height: 5))]))

    /// Lets the main-actor tasks the handlers started run.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func aDeliveredLayoutIsInstalledOnEveryLiveViewOfItsClass() async throws {
        TestLayouts.use(["Ticket": Self.ticket(width: 100), "Stub": Self.stub])
        let first = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let second = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stub = Stub(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }
        #expect(Set(source.followed).isSuperset(of: ["Ticket", "Stub"]))

        let seat = try #require(first.outlet("seat", as: UITextField.self))
        seat.text = "12A"  // typed by the user
        await source.deliver(CompiledLayout(Self.ticket(width: 200, placeholder: "Your seat")), for: "Ticket")
        await settle()
        for ticket in [first, second] {
            #expect(ticket.outlet("title")?.frame.width == 200)
            #expect(ticket.outlet("seat", as: UITextField.self)?.placeholder == "Your seat")
        }
        #expect(first.outlet("seat") === seat && seat.text == "12A")
        #expect(stub.outlet("dot")?.frame.width == 5)
    }

    @Test func problemsShowOverTheViewsUntilTheNextGoodLayout() async throws {
        TestLayouts.use(["Ticket": Self.ticket(width: 100)])
        let ticket = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }

        let finding = ReloadDiagnostic(
            path: "Ticket.nmview.yaml", absolutePath: "/Users/me/App/layouts/Ticket.nmview.yaml", line: 5, column: 3,
            severity: "error", id: "yaml.unclosed-flow-sequence", message: "did not find expected ',' or ']'",
            notes: [ReloadDiagnostic.Note(message: "'[' opened here is not closed", path: "Ticket.nmview.yaml", line: 4, column: 12)],
            suggestions: ["frame"])
        await source.deliver([finding], for: "Ticket")
        await settle()
        let boxes = ticket.subviews.compactMap { $0 as? UILabel }.filter { $0.accessibilityIdentifier == "NMView.liveReload" }
        #expect(boxes.count == 1)
        // The note's line comes after the finding's: the mistake is where the bracket opened.
        #expect(boxes.first?.text == """
            Ticket.nmview.yaml:5:3: error: did not find expected ',' or ']' [yaml.unclosed-flow-sequence]
            Ticket.nmview.yaml:4:12: note: '[' opened here is not closed
            Ticket.nmview.yaml:5:3: note: did you mean 'frame'?
            """)
        #expect(ticket.outlet("title")?.frame.width == 100)

        await source.deliver(CompiledLayout(Self.ticket(width: 150)), for: "Ticket")
        await settle()
        #expect(!ticket.subviews.contains { $0.accessibilityIdentifier == "NMView.liveReload" })
        #expect(ticket.outlet("title")?.frame.width == 150)

        await source.deliver([finding], for: "Ticket")
        await source.deliver([], for: "Ticket")
        await settle()
        #expect(!ticket.subviews.contains { $0.accessibilityIdentifier == "NMView.liveReload" })
    }

    @Test func freedViewsAreLetGoAndAnotherSourceStopsTheFirst() async throws {
        TestLayouts.use(["Ticket": Self.ticket(width: 100)])
        weak var freed: Ticket?
        do {
            let ticket = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            freed = ticket
        }
        #expect(freed == nil)
        let first = HandSource()
        NMView.enableLiveReload(first)
        let second = HandSource()
        NMView.enableLiveReload(second)
        defer { NMView.disableLiveReload() }
        #expect(first.stops == 1 && second.stops == 0)

        let kept = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(second.followed.contains("Ticket"))
        await second.deliver(CompiledLayout(Self.ticket(width: 300)), for: "Ticket")
        await settle()
        #expect(kept.outlet("title")?.frame.width == 300)
    }

    @Test func comingBackToTheForegroundReconnectsAtOnce() {
        let source = HandSource()
        NMView.enableLiveReload(source)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        #expect(source.reconnects == 1)
        NMView.disableLiveReload()
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        #expect(source.reconnects == 1 && source.stops == 1)
    }
}

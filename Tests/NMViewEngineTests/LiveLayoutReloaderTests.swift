import Foundation
import NMViewEngine
import NMViewModel
import Testing

/// A host follows its compiled file on disk: a new frame written there is applied; a broken
/// file leaves the last good layout.
@Suite struct LiveLayoutReloaderTests {
    static func document(titleWidth: Double) -> LayoutDocument {
        LayoutDocument(
            viewClass: "Card", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [ViewNode(id: "title", frame: Rect(x: 0, y: 0, width: titleWidth, height: 20))]))
    }

    @Test func reloadsWhenTheCompiledFileChanges() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-live-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Card.layout.json")
        try Self.document(titleWidth: 100).compiledJSON().write(to: file)
        let host = LayoutHost(
            layout: try CompiledLayoutDirectory(directory: directory).layout(for: "Card"),
            frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let guarded = GuardedHost(host)
        let reloader = try LiveLayoutReloader(file: file) { layout in guarded.reload(layout) }
        defer { reloader.stop() }
        func titleWidth() -> Double { guarded.titleWidth() }
        try Data("{ broken".utf8).write(to: file)
        try Self.document(titleWidth: 250).compiledJSON().write(to: file, options: .atomic)
        let deadline = Date().addingTimeInterval(5)
        while titleWidth() != 250, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(titleWidth() == 250)
    }
}

/// The host behind a lock, as an app would hop to its main thread: the reloader calls from its own.
final class GuardedHost: @unchecked Sendable {
    private let host: LayoutHost
    private let lock = NSLock()

    init(_ host: LayoutHost) { self.host = host }

    func reload(_ layout: CompiledLayout) {
        lock.lock()
        defer { lock.unlock() }
        host.reload(layout)
    }

    func titleWidth() -> Double {
        lock.lock()
        defer { lock.unlock() }
        return host.outlet("title")?.frame.width ?? -1
    }
}

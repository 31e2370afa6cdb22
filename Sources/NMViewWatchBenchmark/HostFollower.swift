import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewModel

/// An app in miniature following the watch: the live-reload client an app links, and a headless
/// host of the layout's class that each delivered layout is re-applied to. Logs, for every
/// layout re-applied, the save number its edited label says, at the instant `reload` returned.
final class HostFollower: @unchecked Sendable {
    /// Save numbers (`Label 1, save 17` → 17; 0 for the layout as generated), when re-applied.
    let reloads = ArrivalLog<Int>()
    private let client: LiveReloadClient
    private let lock = NSLock()
    private var host: LayoutHost?

    /// Follows `viewClass` on the watch's preview at 127.0.0.1:`port`.
    init(port: UInt16, viewClass: String) throws(WatchBenchError) {
        guard let server = URL(string: "http://127.0.0.1:\(port)") else { throw WatchBenchError("no URL for port \(port)") }
        client = LiveReloadClient(server: server)
        client.follow(viewClass)
        client.start(
            onLayout: { [self] _, layout in
                lock.withLock {
                    if let host {
                        host.reload(layout)
                    } else {
                        let design = layout.variants[0].size
                        host = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: design.width, height: design.height))
                    }
                }
                let instant = ContinuousClock.now
                reloads.append(Self.saveNumber(in: layout), at: instant)
            },
            onProblems: { _, _ in })
    }

    /// Stops the client.
    func stop() {
        client.stop()
    }

    /// The number after `, save ` in the first text that has one; 0 when none does.
    static func saveNumber(in layout: CompiledLayout) -> Int {
        for node in layout.nodes {
            guard case .string(let text)? = node.properties["text"], let mark = text.range(of: ", save ") else { continue }
            return Int(text[mark.upperBound...]) ?? 0
        }
        return 0
    }
}

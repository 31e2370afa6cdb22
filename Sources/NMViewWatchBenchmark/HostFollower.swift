import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewModel

/// An app in miniature following the watch: the live-reload client an app links, and a headless
/// host of the layout's class that each delivered layout is re-applied to. Logs, for every
/// layout re-applied, the save number its edited label says, at the instant `reload` returned.
final class HostFollower: @unchecked Sendable {
    /// One layout re-applied.
    struct Reload: Sendable {
        /// The save its label names (`Label 1, save 17` → 17; 0 for the layout as generated).
        let save: Int
        /// How long `LayoutHost.reload` (or building the host, the first time) took.
        let duration: Duration
    }

    /// The layouts re-applied, when `reload` returned.
    let reloads = ArrivalLog<Reload>()
    private let client: LiveReloadClient
    private let lock = NSLock()
    private var host: LayoutHost?

    /// Follows `viewClass` on the watch's preview at `endpoint`.
    init(endpoint: PreviewEndpoint, viewClass: String) throws(WatchBenchError) {
        guard let server = URL(string: endpoint.url) else { throw WatchBenchError("no URL for \(endpoint.url)") }
        client = LiveReloadClient(server: server)
        client.follow(viewClass)
        client.start(
            onLayout: { [self] _, layout in
                let started = ContinuousClock.now
                lock.withLock {
                    if let host {
                        host.reload(layout)
                    } else {
                        let design = layout.variants[0].size
                        host = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: design.width, height: design.height))
                    }
                }
                let instant = ContinuousClock.now
                reloads.append(Reload(save: Self.saveNumber(in: layout), duration: instant - started), at: instant)
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

import Foundation
import NMViewModel
import NMViewWatch

/// Re-applies a host's layout whenever its compiled file changes on disk: the app side of
/// `nmview watch --out`, on the same watcher the CLI uses.
///
/// The handler runs on the watcher's own task, not the main thread; a UIKit adapter hops to the
/// main thread before calling `reload`. A broken or half-written file is ignored, so the host
/// keeps its last good layout.
public final class LiveLayoutReloader: @unchecked Sendable {
    private let watcher: DirectoryWatcher

    /// Starts watching `file` (a `<ViewClass>.layout.json`) and calls `apply` with each new
    /// layout that decodes.
    public init(file: URL, mode: DirectoryWatcher.Mode = .automatic, apply: @escaping @Sendable (CompiledLayout) -> Void) throws {
        watcher = DirectoryWatcher(roots: [file.path], mode: mode, include: { _ in true })
        try watcher.start { changes in
            guard changes.contains(where: { $0.kind == .changed }),
                let data = FileManager.default.contents(atPath: file.path),
                let document = try? LayoutDocument(compiledJSON: data)
            else { return }
            apply(CompiledLayout(document))
        }
    }

    /// Stops watching.
    public func stop() { watcher.stop() }

    deinit { watcher.stop() }
}

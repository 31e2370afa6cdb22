import Foundation
import Testing

/// What an iOS app links stays free of the tooling: the UIKit adapter's dependency closure, read
/// from the manifest as SwiftPM sees it, holds only the modules an app needs, and their sources
/// use nothing iOS lacks.
@Suite struct AppLinkSetTests {
    /// The modules an app may link through `NMViewUIKit`.
    static let appModules: Set<String> = [
        "NMViewUIKit", "NMViewEngine", "NMViewModel", "NMViewSourceTree", "NMViewDiagnostics",
    ]

    /// Imports and calls that exist on Linux or macOS but not in an iOS app.
    static let forbidden = [
        "import NMViewWatch", "import NMViewYAML", "import CYAML", "import CoreServices", "import Glibc",
        "import FlyingFox", "import NMViewPreviewServer", "inotify", "FSEvent", "Process(",
    ]

    /// Each target's direct dependencies by name, from `swift package dump-package`.
    static func targetDependencies() async throws -> [String: [String]] {
        // A scratch path of its own, so that reading the manifest never waits for the lock of
        // the build that runs these tests.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-dump-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try await CommandRunner.run(
            ["swift", "package", "--scratch-path", scratch.path, "dump-package"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(output.status == 0, "\(output.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var result: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            result[name] = dependencies.compactMap { dependency in
                // {"byName": [name, condition]}, {"target": [...]}, {"product": [name, package, ...]}
                for key in ["byName", "target", "product"] {
                    if let entry = dependency[key] as? [Any], let name = entry.first as? String { return name }
                }
                return nil
            }
        }
        return result
    }

    /// `module` and every module it depends on, directly or not.
    static func closure(of module: String) async throws -> Set<String> {
        let dependencies = try await targetDependencies()
        var closure: Set<String> = []
        var pending = [module]
        while let name = pending.popLast() {
            guard closure.insert(name).inserted else { continue }
            pending += dependencies[name] ?? []
        }
        return closure
    }

    @Test func theUIKitAdapterLinksOnlyTheAppModules() async throws {
        #expect(try await Self.closure(of: "NMViewUIKit") == Self.appModules)
    }

    /// The modules a DEBUG build links through `NMViewLiveReload`: the engine and model without the
    /// UIKit adapter, which does not depend on it either way round.
    static let liveReloadModules: Set<String> = [
        "NMViewLiveReload", "NMViewEngine", "NMViewModel", "NMViewSourceTree", "NMViewDiagnostics",
    ]

    @Test func theLiveReloadClientLinksOnlyTheEngineAndModel() async throws {
        #expect(try await Self.closure(of: "NMViewLiveReload") == Self.liveReloadModules)
    }

    @Test(arguments: appModules.union(liveReloadModules).sorted())
    func sourcesUseNothingAnAppCannotLink(module: String) throws {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Sources/\(module)")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var checked = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for word in Self.forbidden {
                #expect(!text.contains(word), "\(file.lastPathComponent) uses '\(word)'")
            }
            checked += 1
        }
        #expect(checked > 0)
    }
}

import Foundation
import Testing

/// `nmview watch` across files: a save re-checks the layouts that compose the saved one's class,
/// and only those.
@Suite struct WatchWorkspaceTests {
    static let card = "nmview: 1\nview: Card\nsize: {width: 100, height: 50}\nroot:\n  subviews:\n    - {id: title, class: UILabel, frame: [0, 0, 100, 20]}\n"
    static let screen = "nmview: 1\nview: Screen\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - {id: card, class: Card, frame: [0, 0, 100, 50]}\n"
    static let other = "nmview: 1\nview: Other\nsize: {width: 320, height: 480}\nroot: {}\n"

    @Test func aSaveReportsTheLayoutsComposedFromIt() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", Self.card)
        try scratch.write("layouts/Other.nmview.yaml", Self.other)
        try scratch.write("layouts/Screen.nmview.yaml", Self.screen)
        let watch = try RunningCommand(["watch", "--no-color", "layouts"], in: scratch.url)
        let watching = await watch.waitFor { stdout, _ in stdout.contains("nmview: watching layouts") }
        try #require(watching, "no start: \(watch.stdout) \(watch.stderr)")

        // Card's label renamed: Screen, which composes Card, has a new resolved layout and gets a
        // line; Other does not.
        try scratch.write("layouts/Card.nmview.yaml", Self.card.replacingOccurrences(of: "id: title", with: "id: heading"))
        #expect(await watch.waitFor { stdout, _ in
            occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 2 && occurrences(of: "✓ layouts/Screen.nmview.yaml", in: stdout) == 2
        }, "\(watch.stdout)")
        try scratch.write("layouts/Other.nmview.yaml", Self.other.replacingOccurrences(of: "320", with: "375"))
        #expect(await watch.waitFor { stdout, _ in occurrences(of: "✓ layouts/Other.nmview.yaml", in: stdout) == 2 }, "\(watch.stdout)")
        // A view of Screen composed from a class no file describes any longer: Screen checked again.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("layouts/Card.nmview.yaml"))
        #expect(await watch.waitFor { stdout, _ in
            stdout.contains("- layouts/Card.nmview.yaml removed") && occurrences(of: "✓ layouts/Screen.nmview.yaml", in: stdout) == 3
        }, "\(watch.stdout)")
        #expect(occurrences(of: "layouts/Other.nmview.yaml", in: watch.stdout) == 2, "\(watch.stdout)")
        #expect(await watch.interrupt() == 0)
    }
}

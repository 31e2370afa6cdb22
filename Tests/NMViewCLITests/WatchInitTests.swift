import Foundation
import Testing

/// `nmview init` beside a running `nmview watch`: the new layout is checked at once. `init`
/// links its file into place from a temporary name, which inotify reports only as a creation.
@Suite struct WatchInitTests {
    @Test(arguments: WatchFaultTests.Mode.allCases)
    func aLayoutMadeByInitIsChecked(_ mode: WatchFaultTests.Mode) async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", WatchFaultTests.good)
        let watch = try RunningCommand(["watch", "layouts"] + mode.flags, in: scratch.url)
        let watching = await watch.waitFor { stdout, _ in stdout.contains("nmview: watching layouts") }
        try #require(watching, "no start: \(watch.stdout) \(watch.stderr)")
        let created = try await CommandRunner.run(["init", "Second", "--directory", "layouts"], in: scratch.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, _ in stdout.contains("✓ layouts/Second.nmview.yaml") }, "\(watch.stdout)")
        #expect(await watch.interrupt() == 0)
    }
}

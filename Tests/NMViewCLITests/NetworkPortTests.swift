import Foundation
import Testing

@testable import NMViewCLI

/// The preview on the local network keeps its port across restarts when the loopback preview's
/// port is taken there, so an app whose scheme holds the URL finds the preview again. On
/// 127.0.0.1 the loopback preview always holds that port, which makes the fallback the rule.
@Suite struct NetworkPortTests {
    @Test func aRestartedNetworkPreviewListensWhereItDidBefore() async throws {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        var ports: [(loopback: String, network: String)] = []
        for _ in 0..<2 {
            let watch = try RunningCommand(
                ["watch", "--lan", "--lan-address", "127.0.0.1", "--port", "0", "--qr", "off", "--no-color", "layouts"],
                in: scratch.url)
            let ready = await watch.waitFor(within: .seconds(60)) { stdout, _ in stdout.contains("nmview: watching") }
            try #require(ready, "\(watch.stdout) \(watch.stderr)")
            let lines = watch.stdout.split(separator: "\n")
            let loopback = try #require(lines.first { $0.hasPrefix("Preview:") }?.firstMatch(of: /:([0-9]+)\//)?.output.1)
            let network = try #require(lines.first { $0.hasPrefix("On the network") }?.firstMatch(of: /127\.0\.0\.1:([0-9]+)\//)?.output.1)
            ports.append((String(loopback), String(network)))
            #expect(await watch.interrupt() == 0)
        }
        #expect(ports[0].network == ports[1].network, "\(ports)")
        #expect(ports[0].network != ports[0].loopback)
        let layouts = scratch.url.appendingPathComponent("layouts").path
        #expect(ports[0].network == String(FolderPort.networkPort(for: [layouts])), "\(ports)")
    }

    @Test func theNetworkPortIsAnotherThanTheLoopbackOne() {
        let roots = ["/nmview-port-test/Layouts"]
        #expect(FolderPort.range.contains(FolderPort.networkPort(for: roots)))
        #expect(FolderPort.networkPort(for: roots) != FolderPort.port(for: roots))
        #expect(FolderPort.networkPort(for: roots) == FolderPort.networkPort(for: ["/nmview-port-test/./Layouts/"]))
    }
}

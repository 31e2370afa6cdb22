import Foundation
import NMViewLiveReload
import NMViewQRCode
@testable import NMViewCLI
import NMViewTestSupport
import Testing

/// `nmview watch --lan` across a real link: the server in a network namespace of its own, the
/// app (a headless host behind the live-reload client) in this one with the printed URL, and a
/// second namespace without the token (see ``NetworkNamespaceLab``).
@Suite(.serialized, .enabled(if: NetworkNamespaceLab.isAvailable, "needs root and iproute2 for network namespaces"))
struct LiveReloadNetworkTests {
    /// The routes a client could try, and some it could guess.
    static let routes = [
        "/", "/api/layouts", "/api/render?file=layouts%2FCard.nmview.yaml", "/events", "/api/compiled/Card.layout.json",
        "/s/", "/s/00000000000000000000000000000000/", "/../../etc/passwd",
    ]

    /// A `--lan` server of the 100-wide card inside the lab's server namespace, with the URL it
    /// printed for the network.
    static func serving(_ lab: NetworkNamespaceLab, _ scratch: Scratch) async throws -> (RunningCommand, URL) {
        let watch = try RunningCommand(
            ["watch", "--lan", "--lan-address", lab.serverAddress, "--port", "0", "--no-color", "layouts"], in: scratch.url,
            prefix: lab.inside(lab.serverNamespace))
        var printed: URL?
        let ready = await watch.waitFor(within: .seconds(60)) { stdout, _ in
            guard let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("On the network") }),
                let start = line.range(of: "http://")
            else { return false }
            printed = URL(string: String(line[start.lowerBound...]))
            return printed != nil && stdout.contains("nmview: watching layouts")
        }
        try #require(ready, "no network preview: \(watch.stdout) \(watch.stderr)")
        return (watch, try #require(printed))
    }

    @Test func theAppFollowsSavesAcrossTheLinkWithThePrintedURL() async throws {
        let lab = try await NetworkNamespaceLab.make()
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let (watch, url) = try await Self.serving(lab, scratch)
        #expect(url.host == lab.serverAddress)
        #expect(url.path(percentEncoded: true).wholeMatch(of: /\/s\/[0-9a-f]{32}\//) != nil, "\(url)")

        let app = await HeadlessApp(server: url)
        #expect(await app.waitForTitle(width: 100), "\(app.summary)")
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 200, title: "Over the link"))
        #expect(await app.waitForTitle(width: 200), "\(app.summary)")
        // A broken save changes nothing and is reported; its fix is followed.
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 150).replacingOccurrences(of: "size: {", with: "size: {{"))
        #expect(await app.problems.wait { $0.last.map { !$0.problems.isEmpty } ?? false }, "\(app.summary)")
        #expect(app.titleWidth == 200)
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 250))
        #expect(await app.waitForTitle(width: 250), "\(app.summary)")
        app.client.stop()

        // The same app with the token as a header instead of in the path.
        let token = String(url.path(percentEncoded: true).dropFirst("/s/".count).prefix(32))
        let port = try #require(url.port)
        let byHeader = await HeadlessApp(server: try #require(URL(string: "http://\(lab.serverAddress):\(port)/")), token: token)
        #expect(await byHeader.waitForTitle(width: 250), "\(byHeader.summary)")
        byHeader.client.stop()

        #expect(await watch.interrupt() == 0)
        await lab.remove()
    }

    @Test func withoutTheTokenNothingIsServedOnEitherLink() async throws {
        let lab = try await NetworkNamespaceLab.make()
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let (watch, url) = try await Self.serving(lab, scratch)
        let port = try #require(url.port.flatMap { UInt16(exactly: $0) })

        // From this namespace, which could hold the token but does not send it.
        for route in Self.routes {
            let response = try await RawResponse.get(route, port: port, address: lab.serverAddress)
            #expect(response.status == 401, "\(route) answered \(response.status)")
            #expect(!response.text.contains("Card") && !response.text.contains("Hello"), "\(route): \(response.text)")
        }
        // With the token but a Host or Origin from elsewhere.
        let withToken = url.path(percentEncoded: true)
        let rebound = try await RawResponse.get(withToken + "api/layouts", port: port, address: lab.serverAddress, host: "evil.example")
        #expect(rebound.status == 421)
        let crossSite = try await RawResponse.get(
            withToken + "api/layouts", port: port, address: lab.serverAddress, headers: ["Origin": "http://evil.example"])
        #expect(crossSite.status == 403)
        let served = try await RawResponse.get(withToken + "api/layouts", port: port, address: lab.serverAddress)
        #expect(served.status == 200 && served.text.contains("Card"))

        // An app without the token is told why, over its views.
        let refused = await HeadlessApp(server: try #require(URL(string: "http://\(lab.serverAddress):\(port)/")))
        #expect(await refused.problems.wait { !$0.isEmpty })
        #expect(refused.problems.all.first?.problems.first?.message.contains("401") == true, "\(refused.summary)")
        #expect(refused.layouts.all.isEmpty)
        refused.client.stop()

        // From the second namespace: refused on every route, and nothing on the address not bound.
        for route in Self.routes {
            let output = try await lab.getFromOther(route, address: lab.serverAddress, port: port)
            #expect(output.status == 0, "\(route): \(output.stderr)")
            #expect(output.stdout.hasPrefix("HTTP/1.1 401"), "\(route) answered '\(output.stdout.prefix(40))'")
            #expect(!output.stdout.contains("Hello"))
        }
        let unbound = try await lab.getFromOther("/", address: lab.serverOtherAddress, port: port)
        #expect(unbound.status != 0 && unbound.stdout.isEmpty, "the server answered on an address it was not given")
        let loopback = try await lab.getFromOther("/", address: "127.0.0.1", port: port)
        #expect(loopback.stdout.isEmpty, "the other namespace reached a loopback preview")

        #expect(await watch.interrupt() == 0)
        await lab.remove()
    }
}

/// `--lan`'s options, refused before anything listens.
@Suite struct WatchNetworkOptionTests {
    @Test func anAddressWithoutLanIsAUsageError() async throws {
        let output = try await CommandRunner.run(["watch", "--lan-address", "198.18.0.1", "Examples"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--lan-address needs --lan"), "\(output.stderr)")
    }

    @Test(arguments: [
        ("203.0.113.9", "cannot serve the preview on '203.0.113.9'"),
        ("not-an-address", "listens on an IP address of this machine, not 'not-an-address'"),
    ])
    func anAddressThisMachineDoesNotHaveIsAClearError(address: String, message: String) async throws {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let watch = try RunningCommand(["watch", "--lan", "--lan-address", address, "--port", "0", "layouts"], in: scratch.url)
        #expect(await watch.waitFor(within: .seconds(60)) { _, stderr in stderr.contains(message) }, "\(watch.stderr)")
        #expect(await watch.waitFor(within: .seconds(30)) { _, _ in watch.exitStatus != nil })
        #expect(watch.exitStatus == 1)
        #expect(!watch.stdout.contains("nmview: watching"))
    }
}

/// The DNS-SD advertisement, through a stand-in `avahi-publish` on `PATH` that records how it
/// was started and stopped (the real one needs avahi-daemon and a system bus). The stand-in is
/// Python, which keeps the signal mask it starts with, as the real tool does: dash clears its
/// own, and a stand-in shell script hid that the tool started with SIGTERM blocked.
@Suite struct ServiceAdvertisementTests {
    static let fakePublisher = """
        #!/usr/bin/env python3
        import os, signal, sys, time
        here = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(here, "arguments"), "w") as file:
            file.write("\\n".join(sys.argv[1:]) + "\\n")
        def ended(*_):
            with open(os.path.join(here, "ended"), "w") as file:
                file.write("stopped\\n")
            sys.exit(0)
        signal.signal(signal.SIGTERM, ended)
        while True:
            time.sleep(1)

        """

    /// `nmview watch --lan` in a scratch folder whose `bin/avahi-publish` is `publisher`, once it
    /// watches (with `condition` on its output holding too); the watch and that `bin` folder.
    private func watching(
        publisher: String, until condition: @escaping (_ stdout: String, _ stderr: String) -> Bool = { _, _ in true }
    ) async throws -> (RunningCommand, URL) {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let tool = try scratch.write("bin/avahi-publish", publisher)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        let bin = scratch.url.appendingPathComponent("bin")
        let watch = try RunningCommand(
            ["watch", "--lan", "--lan-address", "127.0.0.1", "--port", "0", "--no-color", "layouts"], in: scratch.url,
            environment: ["PATH": "\(bin.path):/usr/bin:/bin"])
        let ready = await watch.waitFor(within: .seconds(60)) { stdout, stderr in
            stdout.contains("nmview: watching") && condition(stdout, stderr)
        }
        try #require(ready, "\(watch.stdout) \(watch.stderr)")
        return (watch, bin)
    }

    @Test func theServiceIsAdvertisedWithoutTheTokenAndWithdrawnOnCtrlC() async throws {
        let (watch, bin) = try await watching(publisher: Self.fakePublisher)
        let printed = try #require(watch.stdout.split(separator: "\n").first { $0.hasPrefix("On the network") })
        let token = try #require(printed.firstMatch(of: /\/s\/([0-9a-f]{32})\//)?.output.1)
        let port = try #require(printed.firstMatch(of: /127\.0\.0\.1:([0-9]+)\//)?.output.1)
        #expect(watch.stdout.contains("advertised as 'nmview on"), "\(watch.stdout)")

        let argumentsFile = bin.appendingPathComponent("arguments")
        #expect(await eventually { FileManager.default.fileExists(atPath: argumentsFile.path) })
        let arguments = try String(contentsOf: argumentsFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments.count == 6, "\(arguments)")
        #expect(arguments.first == "-s" && arguments.dropFirst().first?.hasPrefix("nmview on ") == true)
        #expect(Array(arguments.dropFirst(2)) == ["_nmview._tcp", String(port), "txtvers=1", "auth=token"])
        #expect(!arguments.joined().contains(token), "the token was advertised")

        #expect(await watch.interrupt() == 0)
        #expect(await eventually { FileManager.default.fileExists(atPath: bin.appendingPathComponent("ended").path) },
            "the advertisement outlived the preview")
    }

    /// A preview killed outright runs no code of its own: its end closes the lifeline, and the
    /// shell holding the other end stops the tool.
    @Test func aKilledPreviewTakesItsAdvertisementWithIt() async throws {
        let (watch, bin) = try await watching(publisher: Self.fakePublisher)
        #expect(await eventually { FileManager.default.fileExists(atPath: bin.appendingPathComponent("arguments").path) })
        watch.send(SIGKILL)
        #expect(await eventually { FileManager.default.fileExists(atPath: bin.appendingPathComponent("ended").path) },
            "the advertisement outlived the killed preview")
    }

    /// Avahi's daemon not running: the tool's own last words reach the user as a warning, and
    /// the preview goes on.
    @Test func aToolThatStopsByItselfIsReported() async throws {
        let warning = "nmview: warning: avahi-publish stopped advertising: Failed to create client object: Daemon not running\n"
        let (watch, _) = try await watching(
            publisher: "#!/bin/sh\necho 'Failed to create client object: Daemon not running' >&2\nexit 1\n"
        ) { _, stderr in stderr.contains(warning) }
        #expect(watch.exitStatus == nil, "the preview goes on")
        #expect(await watch.interrupt() == 0)
    }

    @Test func withoutATool() async throws {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let empty = scratch.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let watch = try RunningCommand(
            ["watch", "--lan", "--lan-address", "127.0.0.1", "--port", "0", "layouts"], in: scratch.url,
            environment: ["PATH": empty.path])
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, _ in stdout.contains("nmview: watching") }, "\(watch.stderr)")
        #expect(watch.stdout.contains("not advertised on the network: neither dns-sd nor avahi-publish"))
        #expect(await watch.interrupt() == 0)
    }
}

/// `NMVIEW_LAN_TOKEN`: one token across restarts, so the app's scheme keeps working.
@Suite struct PinnedTokenTests {
    @Test func aGivenTokenIsUsedAndAWeakOneRefused() async throws {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let pinned = "0123456789ABCDEF0123456789abcdef"
        let watch = try RunningCommand(
            ["watch", "--lan", "--lan-address", "127.0.0.1", "--port", "0", "layouts"], in: scratch.url,
            environment: ["NMVIEW_LAN_TOKEN": pinned])
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, _ in stdout.contains("nmview: watching") }, "\(watch.stderr)")
        #expect(watch.stdout.contains("/s/\(pinned.lowercased())/"), "\(watch.stdout)")
        #expect(await watch.interrupt() == 0)

        for weak in ["secret", String(repeating: "g", count: 32), String(pinned.dropLast())] {
            let refused = try RunningCommand(
                ["watch", "--lan", "--lan-address", "127.0.0.1", "--port", "0", "layouts"], in: scratch.url,
                environment: ["NMVIEW_LAN_TOKEN": weak])
            #expect(await refused.waitFor(within: .seconds(60)) { _, _ in refused.exitStatus != nil })
            #expect(refused.exitStatus == 64, "\(weak)")
            #expect(refused.stderr.contains("NMVIEW_LAN_TOKEN must be 32 hexadecimal digits"))
        }
    }
}

/// The QR code under the network URL: the code of exactly that URL (the encoder and renderer are
/// read back by a real decoder in NMViewQRCodeTests), drawn for the terminal `--qr` names.
@Suite struct NetworkURLCodeTests {
    @Test(arguments: [QRCodeBanner.Style.dark, .light, .off])
    func theURLIsPrintedAsAQRCode(style: QRCodeBanner.Style) async throws {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        let watch = try RunningCommand(
            ["watch", "--lan", "--lan-address", "127.0.0.1", "--port", "0", "--qr", style.rawValue, "layouts"], in: scratch.url)
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, _ in stdout.contains("nmview: watching") }, "\(watch.stderr)")
        #expect(await watch.interrupt() == 0)
        let lines = watch.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let urlLine = try #require(lines.firstIndex { $0.hasPrefix("On the network") })
        let url = try #require(lines[urlLine].firstMatch(of: /http:\/\/\S+/)).output
        let drawn = lines[(urlLine + 1)...].prefix { line in line.unicodeScalars.allSatisfy { " ▀▄█".unicodeScalars.contains($0) } && !line.isEmpty }
        let background: QRTerminalRenderer.Background? = switch style {
        case .dark: .dark
        case .light: .light
        case .off: nil
        }
        guard let background else {
            #expect(drawn.isEmpty)
            return
        }
        let expected = QRTerminalRenderer(background: background).render(try QRCode(text: String(url)))
        #expect(drawn.joined(separator: "\n") == expected)
        #expect(drawn.count >= 10)
    }
}

import Foundation
import Testing

@testable import NMViewLiveReload

/// The client's small rules: entity tags, class names, its default server.
@Suite struct LiveReloadClientRulesTests {
    @Test(arguments: [
        ("\"0123abcd\"", "0123abcd"), ("W/\"weak\"", "weak"), ("bare", "bare"), ("  \"x\" ", "x"), ("\"\"", nil), ("", nil),
    ] as [(String, String?)])
    func entityTagsLoseTheirQuotes(header: String, tag: String?) {
        #expect(LayoutReply.entityTag(header) == tag)
    }

    @Test func theSimulatorServerIsTheWatchDefault() {
        #expect(LiveReloadClient.simulatorServer.absoluteString == "http://127.0.0.1:5757")
    }

    @Test(arguments: [("Card", true), ("Card_2", true), ("", false), ("../x", false), ("Card.layout", false), ("Café", false)])
    func classNamesAreIdentifiers(name: String, valid: Bool) {
        #expect(LiveReloadClient.isClassName(name) == valid)
    }
}

/// The README states the client's defaults; this holds it to the code.
@Suite struct LiveReloadReadmeTests {
    @Test func theReadmeStatesTheDefaults() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "  ", with: " ")
        func seconds(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        for phrase in [
            "connects again after \(seconds(Backoff.initialDefault)) s", "doubling up to \(seconds(Backoff.maximumDefault)) s",
            "up to half of each delay", "sends nothing for \(seconds(LiveReloadClient.stallTimeoutDefault)) s",
            "\(LiveReloadClient.simulatorServer.absoluteString)",
            "After \(LiveReloadClient.attemptsBeforeUnreachable) failed attempts in a row",
            "asked for again up to \(LiveReloadClient.fetchRetries) times, then shown as given up on",
            "after \(LiveReloadClient.fetchRetries + 1) tries",
        ] {
            #expect(text.contains(phrase), "the README does not say '\(phrase)'")
        }
        #expect(Backoff.jitterDefault == 0.5)
    }
}

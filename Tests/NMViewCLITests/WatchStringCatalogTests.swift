import Foundation
import NMViewTestSupport
import Testing

/// `nmview watch --serve` follows the String Catalog beside its layouts: a translator's save is
/// linted again (a key added clears its warning) and drawn in the preview in that language.
@Suite struct WatchStringCatalogTests {
    static let layout = """
        nmview: 1
        size: {width: 200, height: 80}
        root:
          subviews:
            - {id: greeting, class: UILabel, frame: [10, 10, 180, 24], text: {localized: Hello, key: hello}}
            - {id: farewell, class: UILabel, frame: [10, 40, 180, 24], text: {localized: Bye, key: bye}}
        """

    /// A catalog of `hello`, in German as `german`, and of `bye` when `withBye`.
    static func catalog(german: String, withBye: Bool) -> String {
        let bye = withBye ? #", "bye": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Tschüss"}}}}"# : ""
        return #"{"sourceLanguage": "en", "strings": {"hello": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(german)"}}}}\#(bye)}, "version": "1.0"}"#
    }

    @Test func aCatalogSavedIsLintedAndDrawnAgain() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Hello.nmview.yaml", Self.layout)
        try scratch.write("layouts/Localizable.xcstrings", Self.catalog(german: "Hallo", withBye: false))
        let (watch, port) = try await RunningCommand.serving(scratch, extra: ["--no-color"])
        // `bye` is missing from the catalog.
        #expect(watch.stdout.contains("✓ layouts/Hello.nmview.yaml (1 warning)"), "\(watch.stdout)")
        let render = "/api/render?file=layouts%2FHello.nmview.yaml&width=200&height=80&language=de"
        #expect(try await RawResponse.get(render, port: port).text.contains(">Hallo<"))

        try scratch.write("layouts/Localizable.xcstrings", Self.catalog(german: "Servus", withBye: true))
        #expect(await watch.waitFor { stdout, _ in
            stdout.components(separatedBy: "\n").contains { $0.hasPrefix("✓ layouts/Hello.nmview.yaml") && !$0.contains("warning") }
        }, "\(watch.stdout) \(watch.stderr)")
        var drawn = ""
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            drawn = try await RawResponse.get(render, port: port).text
            if drawn.contains(">Servus<") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(drawn.contains(">Servus<") && drawn.contains(">Tschüss<"), "\(drawn)")
        #expect(await watch.interrupt() == 0)
    }
}

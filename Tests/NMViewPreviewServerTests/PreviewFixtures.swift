import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewLint
import NMViewPreviewServer
import NMViewYAML
import Testing

/// Layouts and findings for the server tests, from the compiled examples the compile tests keep.
enum PreviewFixtures {
    static let compiledExamples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Compile/Examples")

    /// The compiled layout of example `name` (ProfileCard, Keypad, Badge).
    static func layout(_ name: String) throws -> CompiledLayout {
        let data = try Data(contentsOf: compiledExamples.appendingPathComponent("\(name).layout.json"))
        return CompiledLayout(try LayoutDocument(compiledJSON: data))
    }

    /// The key the tests file ProfileCard under.
    static let profileCard = "Examples/ProfileCard.nmview.yaml"

    /// An unclosed-bracket error at line 20 of `file`.
    static func syntaxError(in file: String, message: String = "expected ',' or ']' but found ':'") -> Diagnostic {
        .error("yaml.unclosed-flow-sequence", message, at: SourceLocation(file: file, line: 20, column: 14))
    }

    /// A state holding ProfileCard and Keypad, as a first lint would leave it.
    static func state(hub: EventHub = EventHub()) async throws -> PreviewState {
        let state = PreviewState(hub: hub)
        await state.update(file: profileCard, name: "ProfileCard", layout: try layout("ProfileCard"), diagnostics: [])
        await state.update(file: "Examples/Keypad.nmview.yaml", name: "Keypad", layout: try layout("Keypad"), diagnostics: [])
        return state
    }

    /// A state holding the fixture at `key` (a path under Tests/Fixtures, which is also the key it is
    /// filed under, as a watched folder would file it) as view class `name`, linted and compiled as
    /// `nmview watch` does.
    static func state(fixture key: String, name: String) async throws -> PreviewState {
        let url = compiledExamples.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(key)
        let outcome = try Linter().lint(sources: [SourceFile(path: key, bytes: Array(try Data(contentsOf: url)))])
        let linted = try #require(outcome.documents[key])
        let state = PreviewState()
        await state.update(file: key, name: name, layout: CompiledLayout(linted.resolved), diagnostics: [])
        return state
    }

    /// A started server on a free loopback port, stopped by `body`'s end.
    static func withServer(
        state: PreviewState? = nil, heartbeat: Duration = .seconds(15), access: PreviewAccess = .loopback,
        _ body: (PreviewServer, UInt16) async throws -> Void
    ) async throws {
        let shown: PreviewState
        if let state { shown = state } else { shown = try await Self.state() }
        let server = try PreviewServer(state: shown, port: 0, access: access, heartbeat: heartbeat)
        let port = try await server.start()
        do {
            try await body(server, port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}

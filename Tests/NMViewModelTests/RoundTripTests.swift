import Foundation
import NMViewLint
import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import Testing

/// YAML → model → compiled JSON → model is the identity, for every example and valid fixture,
/// and compiled JSON is stable byte for byte.
@Suite struct RoundTripTests {
    static func layoutPaths() -> [String] {
        var paths: [String] = []
        for folder in ["Examples", "Tests/Fixtures/Schema/valid"] {
            let url = packageRoot.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            paths += names.filter { $0.contains(".nmview.") && !$0.hasSuffix(".expected") }.map { url.appendingPathComponent($0).path }
        }
        return paths.sorted()
    }

    @Test func everyLayoutRoundTrips() throws {
        let paths = Self.layoutPaths()
        #expect(paths.count >= 8)
        let outcome = try Linter().lint(files: paths)
        #expect(!outcome.report.diagnostics.containsErrors, "\(outcome.report.diagnostics)")
        #expect(outcome.documents.count == paths.count)
        for (path, linted) in outcome.documents {
            let json = try linted.resolved.compiledJSON()
            let decoded = try LayoutDocument(compiledJSON: json)
            #expect(decoded == linted.resolved, "\(path) does not survive compile and decode")
            #expect(try decoded.compiledJSON() == json, "\(path) compiles to different bytes the second time")
        }
    }
}

/// The engine loads layouts by class name from YAML as well as from compiled JSON, to the same result.
@Suite struct LayoutLibraryTests {
    @Test func yamlAndCompiledJSONGiveTheSameLayout() throws {
        let examples = packageRoot.appendingPathComponent("Examples").path
        let fromYAML = try YAMLLayoutDirectory(directory: examples).layout(for: "ProfileCard")
        let outcome = try Linter().lint(paths: [examples])
        let linted = try #require(outcome.documents.values.first { $0.name == "ProfileCard" })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-library-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try linted.resolved.compiledJSON().write(to: directory.appendingPathComponent("ProfileCard.layout.json"))
        let fromJSON = try CompiledLayoutDirectory(directory: directory).layout(for: "ProfileCard")
        #expect(fromYAML.ids == fromJSON.ids)
        #expect(fromYAML.variants == fromJSON.variants)
        #expect(fromYAML.variants.map(\.name) == ["primary", "landscape"])
        #expect(throws: YAMLLayoutDirectory.LoadError.self) { try YAMLLayoutDirectory(directory: examples).layout(for: "Missing") }
    }
}

import Foundation
import NMViewLint
import NMViewModel
import NMViewTestSupport
import NMViewYAML
import Testing

@testable import nmview_bench

/// The direct writer gives `JSONEncoder`'s bytes on every layout the repository has and on the
/// benchmarks' generated layouts, as written and resolved.
@Suite struct CompiledJSONWriterTests {
    /// Every example and fixture that lints to a document. The files of a folder are linted
    /// together, since a layout composes the layouts of its siblings. Documents with errors are
    /// compared too: the writer must decline where `JSONEncoder` throws (numbers that are not
    /// finite) and agree everywhere else.
    @Test func everyExampleAndFixtureWritesWhatJSONEncoderWrites() async throws {
        // A thread with a stack as large as a process's main thread: the fuzz fixtures nest
        // templates as deep as the resolver allows, which overflows a test thread's stack when a
        // debug build's resolver recurses through them.
        let (written, problems) = try await offThePool(stackSize: 8 << 20) { () throws -> (Int, [String]) in
            let folders = Dictionary(grouping: DirectDecodingTests.allLayoutFiles()) {
                URL(fileURLWithPath: $0).deletingLastPathComponent().path
            }
            let linter = try Linter()
            var written = 0
            var problems: [String] = []
            for (_, files) in folders.sorted(by: { $0.key < $1.key }) {
                let outcome = linter.lint(files: files)
                for (path, linted) in outcome.documents.sorted(by: { $0.key < $1.key }) {
                    for (document, state) in [(linted.document, "as written"), (linted.resolved, "resolved")] {
                        let finite = document.hasOnlyFiniteNumbers
                        if let problem = CompiledJSONComparison.problem(document, requireDirect: finite, "\(path), \(state)") {
                            problems.append(problem)
                        }
                        if finite { written += 1 }
                    }
                }
            }
            return (written, problems)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(written >= 40)
    }

    /// The generated layouts of the benchmarks, both shapes.
    @Test func generatedLayouts() throws {
        for shape in [LayoutGenerator.Shape.clean, .overflowing] {
            let bytes = Array(LayoutGenerator.yaml(views: 1_000, shape: shape).utf8)
            let outcome = try Linter().lint(sources: [SourceFile(path: "Generated.nmview.yaml", bytes: bytes)])
            let linted = try #require(outcome.documents.values.first)
            #expect(CompiledLayoutCount.views(in: linted.resolved.root) == 1_001)
            CompiledJSONComparison.expectSame(linted.document, "1,000 generated views (\(shape)), as written")
            CompiledJSONComparison.expectSame(linted.resolved, "1,000 generated views (\(shape)), resolved")
        }
    }

    /// The properties section's layout: 1,000 views with every property their class declares.
    @Test func layoutWithEveryProperty() {
        CompiledJSONComparison.expectSame(PropertyLayout.document(), "every declared property")
    }

    /// The templates section's layout, whose template is kept as written and copied when resolved.
    @Test func layoutWithTemplates() throws {
        let bytes = Array(TemplateLayout.yaml.utf8)
        let outcome = try Linter().lint(sources: [SourceFile(path: TemplateLayout.path, bytes: bytes)])
        let linted = try #require(outcome.documents.values.first)
        #expect(!linted.document.templates.isEmpty)
        CompiledJSONComparison.expectSame(linted.document, "templates, as written")
        CompiledJSONComparison.expectSame(linted.resolved, "templates, resolved")
    }
}

/// Counts views, to check a generated layout is the size asked for.
enum CompiledLayoutCount {
    static func views(in view: ViewNode) -> Int {
        view.subviews.reduce(1) { $0 + views(in: $1) }
    }
}

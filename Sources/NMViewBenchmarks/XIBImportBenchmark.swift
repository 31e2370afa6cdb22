import Foundation
import NMViewModel
import NMViewXIBImport

/// `nmview import-xib` against `nmview lint` on what it writes, in interleaved rounds on a
/// generated 1,000-view xib (``XIBGenerator``):
///
/// - ours: `XIBImporter.importXIB` (our XML scanner, the view tree, every attribute mapped, ids
///   named) and `LayoutYAMLWriter.text` for the layout, all in memory;
/// - the baseline: the in-process lint of the YAML that import wrote (read, schema, decode,
///   resolve, rules), as `nmview lint` runs it.
///
/// The target: importing a xib takes less than linting the file it becomes.
enum XIBImportBenchmark {
    /// Views in the generated xib.
    static let views = 1_000

    /// What was measured.
    struct Result {
        var views: Int
        var xibBytes: Int
        var yamlBytes: Int
        var warnings: Int
        var rounds: Int
        var ours: Measurement
        var baseline: Measurement
        /// The import's read alone (`XIBImporter.readElements`: our XML scanner and the document
        /// checks), the part of the import the parser is.
        var read = Measurement()
        /// FoundationXML's `XMLParser` alone over the xib with a delegate that keeps nothing
        /// (``XMLParserFloor``): the parser the import used before it had its own.
        var foundationParser = Measurement()

        /// Ours median over the baseline's: under 1 meets the target.
        var ratio: Double { baseline.median > 0 ? ours.median / baseline.median : .infinity }
        /// The read's median over the baseline's.
        var readRatio: Double { baseline.median > 0 ? read.median / baseline.median : .infinity }
        /// The read's median over `XMLParser`'s: under 1, our scanner (building the tree) is faster
        /// than FoundationXML's parser building nothing.
        var readOverFoundation: Double { foundationParser.median > 0 ? read.median / foundationParser.median : .infinity }
    }

    /// Generates and imports the xib once (it must import with no error into one layout that lints
    /// clean), then times import and lint as `plan` says.
    static func run(pipeline: PipelineUnderTest, plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError) -> Result {
        let xib = Array(XIBGenerator.xib(views: views).utf8)
        let xibData = Data(xib)
        let importer = XIBImporter(path: "Generated.xib")
        let writer = LayoutYAMLWriter(schema: "Schemas/nmview.schema.json")
        func importOnce() throws(BenchmarkError) -> String {
            do {
                let imported = try importer.importXIB(xib, baseName: "Generated")
                guard imported.layouts.count == 1, let layout = imported.layouts.first else {
                    throw BenchmarkError("the generated xib imported to \(imported.layouts.count) layouts, not 1")
                }
                return writer.text(for: layout.document)
            } catch let error as BenchmarkError {
                throw error
            } catch {
                throw BenchmarkError("the generated xib does not import: \(error)")
            }
        }
        let yaml = Array(try importOnce().utf8)
        let (document, warnings) = try pipeline.checkedDocument(yaml, what: "the layout imported from the generated xib")
        guard document.document.root.subviews.count > 0 else { throw BenchmarkError("the imported layout has no views") }

        let clock = ContinuousClock()
        var fastest = 0.0
        for _ in 0..<plan.warmUpRuns {
            let imported = clock.measure { _ = try? importOnce() }
            let linted = clock.measure { _ = pipeline.lint(yaml) }
            fastest = max(Measurement.seconds(of: imported), Measurement.seconds(of: linted))
        }
        let rounds = plan.rounds(fastestRun: fastest)
        progress("import-xib: \(views) views, \(xib.count)-byte xib, \(yaml.count)-byte YAML, \(rounds) rounds")
        var result = Result(
            views: views, xibBytes: xib.count, yamlBytes: yaml.count, warnings: warnings, rounds: rounds, ours: Measurement(),
            baseline: Measurement())
        for round in 0..<rounds {
            let importFirst = round % 2 == 0
            if importFirst { result.ours.record(clock.measure { _ = try? importOnce() }) }
            result.baseline.record(clock.measure { _ = pipeline.lint(yaml) })
            if !importFirst { result.ours.record(clock.measure { _ = try? importOnce() }) }
            // The two parsers in alternating order too, so neither always runs on a warmer cache.
            if importFirst {
                result.read.record(clock.measure { _ = try? importer.readElements(xib) })
                result.foundationParser.record(clock.measure { _ = XMLParserFloor.parse(xibData) })
            } else {
                result.foundationParser.record(clock.measure { _ = XMLParserFloor.parse(xibData) })
                result.read.record(clock.measure { _ = try? importer.readElements(xib) })
            }
        }
        return result
    }
}

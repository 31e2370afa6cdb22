import NMViewLint
import NMViewModel
import NMViewSourceTree
import NMViewYAML

/// Where the lint pipeline's time goes on one layout: each phase timed alone through the same
/// public calls `Linter.lint(sources:)` makes, in rounds that interleave them with the floor. The
/// rules and report phase is what the whole pipeline took beyond the phases before it.
enum PipelinePhases {
    /// Median seconds per phase, floor first.
    struct Result {
        var views: Int
        var floor: Double
        var read: Double
        var validate: Double
        var decode: Double
        var resolve: Double
        var whole: Double

        /// The pipeline beyond reading, validating, decoding and resolving: rules and the report.
        var rulesAndReport: Double { max(0, whole - read - validate - decode - resolve) }
    }

    static func run(views: Int, bytes: [UInt8], pipeline: PipelineUnderTest, rounds: Int) -> Result {
        let clock = ContinuousClock()
        let source = SourceFile(path: ReaderUnderTest.path, bytes: bytes)
        var floor = Measurement(), read = Measurement(), validate = Measurement(), decode = Measurement()
        var resolve = Measurement(), whole = Measurement()
        for _ in 0..<max(rounds, 3) {
            floor.record(clock.measure { _ = LibYAMLFloor.parse(bytes) })
            var tree: SourceTree?
            read.record(clock.measure { tree = YAMLReader().read(source).tree })
            guard let tree else { preconditionFailure("the generated layout no longer reads") }
            validate.record(clock.measure { precondition(!pipeline.linter.validator.validate(tree).containsErrors) })
            var document: LayoutDocument?
            decode.record(clock.measure { document = try? SourceTreeDecoder().decode(LayoutDocument.self, from: tree.root) })
            guard let document else { preconditionFailure("the generated layout no longer decodes") }
            resolve.record(clock.measure { _ = Resolver { _ in nil }.resolve(document, name: "Generated") })
            whole.record(clock.measure { _ = pipeline.lint(bytes) })
        }
        return Result(
            views: views, floor: floor.median, read: read.median, validate: validate.median, decode: decode.median,
            resolve: resolve.median, whole: whole.median)
    }
}

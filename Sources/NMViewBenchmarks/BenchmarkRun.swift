import Foundation
import NMViewSchema

/// One benchmark run: for each size, generate the layout, time reader against floor and measure
/// its peak memory in a child, time validation against floor; then time the lint process against
/// check-jsonschema on the 10k layout; then, for each size, the in-process lint pipeline against
/// the floor and compiled JSON against YAML; then layout switches on the 10k layout, creating a
/// 1k-view host with and without its views' properties, template copies, and writing compiled JSON
/// of the 1k and 10k layouts against `JSONEncoder`; then report.
/// `--only` picks which of these run.
enum BenchmarkRun {
    /// Runs what `options` asks for and returns the report.
    static func run(_ options: BenchmarkOptions) throws -> MarkdownReport {
        let sections = options.sections
        let plan = options.quick ? RoundPlan.quick : RoundPlan.standard
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let executable = PeakMemory.currentExecutable()
        let measuresMemory = options.measuresMemory && sections.contains(.reader)
        if measuresMemory && executable == nil {
            throw BenchmarkError("cannot find this executable's path to start the memory child")
        }
        var report = MarkdownReport(sections: sections, quick: options.quick)
        let root = PackageRoot.find()
        var validator: ValidatorUnderTest?
        if sections.contains(.validator) || sections.contains(.lint) || sections.contains(.pipeline) {
            let schema = try SchemaInUse.find(root: root)
            progress(schema.summary)
            report.schema = schema
        }
        if sections.contains(.validator) {
            do {
                validator = ValidatorUnderTest(validator: try BundledSchema.validator())
            } catch {
                throw BenchmarkError("cannot compile the bundled schema: \(error)")
            }
        }
        if sections.contains(.reader) || sections.contains(.validator) {
            for views in options.sizes {
                let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
                progress("\(views) views: generated \(bytes.count) bytes")
                if sections.contains(.reader) {
                    report.timings.append(
                        ReaderBenchmark.run(views: views, bytes: bytes, plan: plan, progress: progress))
                    if measuresMemory, Targets.isGraded(views: views), let executable {
                        let path = try scratch.write(bytes, named: "layout-\(views).nmview.yaml")
                        let sample = try PeakMemory.measure(
                            views: views, path: path, fileBytes: bytes.count, executable: executable)
                        progress("\(views) views: read added \(sample.deltaBytes) bytes to the peak")
                        report.memory.append(sample)
                    }
                }
                if let validator {
                    report.validations.append(
                        try ValidatorBenchmark.run(
                            views: views, bytes: bytes, validator: validator, plan: plan, progress: progress))
                }
            }
        }
        if sections.contains(.lint), let schema = report.schema {
            let views = LintProcessComparison.views
            let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
            let path = try scratch.write(bytes, named: "lint-\(views).nmview.yaml")
            progress("lint: \(views) views, \(bytes.count) bytes at \(path)")
            let programs = LintProcessComparison.Programs.locate(
                checkerPath: options.checkJSONSchemaPath, root: root, schema: schema)
            report.lint = try LintProcessComparison.run(
                path: path, fileBytes: bytes.count, programs: programs,
                plan: options.quick ? .quick : .standard, progress: progress)
        }
        if !sections.isDisjoint(with: [.pipeline, .engine, .properties, .templates, .reload, .compiledEncode, .importXIB, .cells, .audit]) {
            try runInProcessPipeline(options, plan: plan, root: root, into: &report)
        }
        return report
    }

    /// The sections built on `Linter`: the pipeline for each size, then the engine, properties,
    /// templates and compiled encode, all sharing one linter (one schema compilation).
    private static func runInProcessPipeline(
        _ options: BenchmarkOptions, plan: RoundPlan, root: PackageRoot?, into report: inout MarkdownReport
    ) throws {
        let sections = options.sections
        let pipeline = try PipelineUnderTest()
        if sections.contains(.pipeline) {
            report.validatorRevision = ValidatorRevision.find(root: root)
            for views in options.sizes {
                let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
                progress("pipeline: \(views) views: generated \(bytes.count) bytes")
                let (linted, findings) = try pipeline.checkedDocument(
                    bytes, what: "the generated \(views)-view layout")
                report.pipelines.append(
                    PipelineBenchmark.run(
                        views: views, bytes: bytes, pipeline: pipeline, expectedFindings: findings, plan: plan,
                        progress: progress))
                report.phases.append(
                    PipelinePhases.run(views: views, bytes: bytes, pipeline: pipeline, rounds: plan.rounds(fastestRun: 0.05)))
                report.decodes.append(
                    try CompiledDecodeBenchmark.run(
                        views: views, bytes: bytes, linted: linted, plan: plan, progress: progress))
            }
            // The same pipeline on a layout that reports thousands of findings, for information:
            // what a lint costs when it has much to say.
            if let views = options.sizes.first(where: { $0 == Targets.smallestGradedViews }) {
                let bytes = Array(LayoutGenerator.yaml(views: views, shape: .overflowing).utf8)
                let (_, findings) = try pipeline.checkedDocument(bytes, what: "the overflowing \(views)-view layout")
                var result = PipelineBenchmark.run(
                    views: views, bytes: bytes, pipeline: pipeline, expectedFindings: findings, plan: plan,
                    progress: progress)
                result.shape = .overflowing
                report.pipelines.append(result)
            }
        }
        if sections.contains(.engine) {
            report.engine = try EngineBenchmark.run(pipeline: pipeline, plan: plan, progress: progress)
        }
        if sections.contains(.properties) {
            report.properties = try PropertyBenchmark.run(pipeline: pipeline, plan: plan, progress: progress)
        }
        if sections.contains(.templates) {
            report.templates = try TemplateBenchmark.run(pipeline: pipeline, plan: plan, progress: progress)
        }
        if sections.contains(.reload) {
            report.reload = try ReloadBenchmark.run(pipeline: pipeline, plan: plan, progress: progress)
        }
        if sections.contains(.importXIB) {
            report.xibImport = try XIBImportBenchmark.run(pipeline: pipeline, plan: plan, progress: progress)
        }
        if sections.contains(.cells) {
            report.cells = try CellBenchmark.run(pipeline: pipeline, plan: plan, progress: progress)
        }
        if sections.contains(.audit) {
            report.audit = try AuditBenchmark.run(plan: plan, progress: progress)
        }
        if sections.contains(.compiledEncode) {
            for views in CompiledEncodeBenchmark.sizes {
                let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
                let (linted, _) = try pipeline.checkedDocument(bytes, what: "the generated \(views)-view layout")
                report.encodes.append(
                    try CompiledEncodeBenchmark.run(
                        views: views, document: linted.resolved, plan: plan, progress: progress))
            }
        }
    }

    /// Status goes to standard error, so standard output holds only the report.
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data("nmview-bench: \(line)\n".utf8))
    }
}

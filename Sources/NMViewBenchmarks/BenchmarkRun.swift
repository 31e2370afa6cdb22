import Foundation

/// One benchmark run: for each size, generate the layout, time reader against floor, measure
/// peak memory in a child; then report.
enum BenchmarkRun {
    /// Runs what `options` asks for and returns the report.
    static func run(_ options: BenchmarkOptions) throws -> MarkdownReport {
        let plan = options.quick ? RoundPlan.quick : RoundPlan.standard
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let executable = PeakMemory.currentExecutable()
        if options.measuresMemory && executable == nil {
            throw BenchmarkError("cannot find this executable's path to start the memory child")
        }
        var timings: [ReaderBenchmark.Result] = []
        var memory: [PeakMemory.Sample] = []
        for views in options.sizes {
            let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
            progress("\(views) views: generated \(bytes.count) bytes")
            timings.append(ReaderBenchmark.run(views: views, bytes: bytes, plan: plan, progress: progress))
            if options.measuresMemory, Targets.isGraded(views: views), let executable {
                let path = try scratch.write(bytes, named: "layout-\(views).nmview.yaml")
                let sample = try PeakMemory.measure(
                    views: views, path: path, fileBytes: bytes.count, executable: executable)
                progress("\(views) views: read added \(sample.deltaBytes) bytes to the peak")
                memory.append(sample)
            }
        }
        return MarkdownReport(timings: timings, memory: memory, quick: options.quick)
    }

    /// Status goes to standard error, so standard output holds only the report.
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data("nmview-bench: \(line)\n".utf8))
    }
}

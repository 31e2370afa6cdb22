import Foundation

// Entry point. The hidden child mode comes first: it must do nothing but read its file, or its
// peak-memory figures would include the benchmark's own work.
let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("nmview-bench: \(error)\n".utf8))
    exit(64)
}
if let path = options.childReadPath {
    exit(PeakMemory.runChild(path: path))
}
if let views = options.emitViews {
    print(LayoutGenerator.yaml(views: views), terminator: "")
    exit(0)
}
if options.showsHelp {
    print(BenchmarkOptions.usage)
    exit(0)
}
do {
    let report = try BenchmarkRun.run(options)
    let text = report.render()
    print(text, terminator: "")
    if let path = options.markdownPath {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw BenchmarkError("cannot write the report to \(path): \(error.localizedDescription)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("nmview-bench: \(error)\n".utf8))
    exit(1)
}

import Foundation

// Entry point: parse, measure, report. Every way out stops the watch child and removes the
// temporary folder (Cleanup), and the whole run is bounded by --timeout.
let options: WatchBenchOptions
do {
    options = try WatchBenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("nmview-watch-bench: \(error)\n".utf8))
    exit(64)
}
if options.showsHelp {
    print(WatchBenchOptions.usage)
    exit(0)
}
Cleanup.shared.arm(timeout: options.overallTimeoutSeconds)
do {
    let binaries = try SiblingBinaries.locate()
    if options.languageServer {
        let report = try LSPLatencyReport.measure(options: options, binaries: binaries)
        Cleanup.shared.run()
        print(report, terminator: "")
        exit(0)
    }
    let outcome = try LatencyRun(options: options, binaries: binaries).run()
    Cleanup.shared.run()
    let text = LatencyReport(outcome: outcome, options: options, machine: MachineDescription.current(), date: Date()).render()
    print(text, terminator: "")
    if let path = options.markdownPath {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw WatchBenchError("cannot write the report to \(path): \(error.localizedDescription)")
        }
    }
} catch {
    Cleanup.shared.run()
    FileHandle.standardError.write(Data("nmview-watch-bench: error: \(error)\n".utf8))
    exit(1)
}

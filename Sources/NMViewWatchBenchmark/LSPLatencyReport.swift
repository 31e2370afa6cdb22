import Foundation

/// The language server's latencies with and without its debounce, as a Markdown table.
enum LSPLatencyReport {
    /// The server's default debounce, which `nmview lsp --help` documents.
    static let defaultDebounceMilliseconds = 200

    /// Runs both passes and renders the table with the load before and after.
    static func measure(options: WatchBenchOptions, binaries: SiblingBinaries) throws(WatchBenchError) -> String {
        let loadBefore = SystemLoad.current() ?? "n/a"
        let run = LSPLatencyRun(options: options, binaries: binaries)
        let work = LatencySummary(try run.run(debounce: 0))
        let debounced = LatencySummary(try run.run(debounce: nil))
        let loadAfter = SystemLoad.current() ?? "n/a"
        var text = """
            nmview lsp: didChange of a \(options.views)-view layout\(options.extraFiles > 0 ? " among \(options.extraFiles + 1) on disk" : "") \
            (\(options.lineEdit ? "one label's text changed and a property line added or removed" : "one label's text changed"), \
            sent as \(options.fullSync ? "the whole text" : "ranges")) \
            → its publishDiagnostics, \
            \(options.saves) changes (\(options.warmup) warm-up), \(options.gapMilliseconds) ms apart. \
            Load average before: \(loadBefore); after: \(loadAfter).

            | Debounce | Changes | p50 (ms) | p95 (ms) | Max (ms) | Target | Result |
            |---|---:|---:|---:|---:|:---:|:---:|

            """
        for (label, summary, target) in [
            ("`--debounce-ms 0` (the work)", work, true),
            ("default (\(defaultDebounceMilliseconds) ms, included)", debounced, false),
        ] {
            guard let summary else { continue }
            let verdict = target ? (summary.p95 <= 20 ? "pass" : "FAIL") : "info"
            text += "| \(label) | \(summary.count) | \(format(summary.p50)) | \(format(summary.p95)) | \(format(summary.max)) "
                + "| \(target ? "p95 ≤ 20 ms" : "—") | \(verdict) |\n"
        }
        return text
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

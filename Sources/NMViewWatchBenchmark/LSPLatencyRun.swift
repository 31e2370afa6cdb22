import Foundation

/// The language server's latency: a generated layout opened in `nmview lsp`, then changed (one
/// label's text, as typing does) N times, one at a time, each timed from just before the
/// `didChange` is written until the `publishDiagnostics` for its version is read.
struct LSPLatencyRun {
    let options: WatchBenchOptions
    let binaries: SiblingBinaries

    /// The latencies in milliseconds with the server's debounce set to `debounce` ms (`nil`: its
    /// default), warm-up changes left out.
    func run(debounce: Int?) throws(WatchBenchError) -> [Double] {
        let layout = try BenchLayout.generate(nmviewBench: binaries.nmviewBench, views: options.views, addsALine: options.lineEdit)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-lsp-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try layout.original.write(to: folder.appendingPathComponent("Bench.nmview.yaml"))
            // Other layouts of the project, each a class of its own, which every lint sees too.
            let text = String(decoding: layout.original, as: UTF8.self)
            for number in stride(from: 1, through: options.extraFiles, by: 1) {
                let extra = text.replacingOccurrences(of: "\nview: \(layout.viewClass)\n", with: "\nview: Extra\(number)\n")
                try Data(extra.utf8).write(to: folder.appendingPathComponent("Extra\(number).nmview.yaml"))
            }
        } catch {
            throw WatchBenchError("cannot write the layout: \(error.localizedDescription)")
        }
        Cleanup.shared.register(folder: folder.path, keep: options.keepFiles)
        // A project's other layouts were written before the editor started: past the two seconds
        // in which the server reads a just-modified file whatever its stamp says.
        if options.extraFiles > 0 { Thread.sleep(forTimeInterval: 3) }
        let child = try LSPChild(nmview: binaries.nmview, arguments: debounce.map { ["--debounce-ms", String($0)] } ?? [])
        defer { child.stop() }
        let uri = folder.appendingPathComponent("Bench.nmview.yaml").absoluteString
        try child.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]]])
        try child.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        try child.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": String(decoding: layout.original, as: UTF8.self)]],
        ])
        var seen = try wait(child, for: 1, from: 0).index + 1
        var latencies: [Double] = []
        for change in 1...(options.warmup + options.saves) {
            let version = change + 1
            // Ranges, as editors send them under the incremental sync the server offers; with
            // --full-sync the whole text, as a client that ignores the offer does.
            let contentChanges: [[String: Any]] = options.fullSync
                ? [["text": String(decoding: layout.contents(forSave: change), as: UTF8.self)]]
                : layout.incrementalChanges(forSave: change)
            let message: [String: Any] = [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": contentChanges],
            ]
            let sent = ContinuousClock.now
            try child.send(message)
            let arrival = try wait(child, for: version, from: seen)
            seen = arrival.index + 1
            // Every version of the generated layout is clean: a finding means an edit went astray.
            guard arrival.entry.value.count == 0 else {
                throw WatchBenchError("version \(version) has \(arrival.entry.value.count) findings; the edits did not land as sent")
            }
            if change > options.warmup { latencies.append((arrival.entry.instant - sent).milliseconds) }
            Thread.sleep(forTimeInterval: Double(options.gapMilliseconds) / 1000)
        }
        return latencies
    }

    private func wait(_ child: LSPChild, for version: Int, from start: Int) throws(WatchBenchError)
        -> (index: Int, entry: ArrivalLog<LSPChild.Published>.Entry)
    {
        let deadline = ContinuousClock.now + .seconds(options.saveTimeoutSeconds)
        guard let found = child.published.first(from: start, until: deadline, where: { $0.version == version }) else {
            throw WatchBenchError("no publishDiagnostics for version \(version) within \(options.saveTimeoutSeconds) s")
        }
        return found
    }
}

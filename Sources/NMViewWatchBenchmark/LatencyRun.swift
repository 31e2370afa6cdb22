import Foundation

/// One run: writes the layout into a temporary folder, starts `nmview watch --serve` on it,
/// subscribes to `/events`, then saves the layout again and again, one save at a time, timing
/// each save's status line and preview event.
struct LatencyRun {
    /// The file the run saves.
    static let fileName = "Bench.nmview.yaml"

    let options: WatchBenchOptions
    let binaries: SiblingBinaries

    /// Runs everything and stops the child; throws when the harness cannot measure.
    func run() throws(WatchBenchError) -> RunOutcome {
        var outcome = RunOutcome()
        outcome.views = options.views
        outcome.gapMilliseconds = options.gapMilliseconds
        outcome.jitterMilliseconds = options.effectiveJitterMilliseconds
        outcome.saveMethod = options.atomic
            ? "atomic (write and close a hidden temporary file, rename it over the layout)"
            : "in place (open with O_TRUNC, write, close)"
        progress("generating a \(options.views)-view layout")
        let layout = try BenchLayout.generate(nmviewBench: binaries.nmviewBench, views: options.views, addsALine: options.lineEdit)
        outcome.fileBytes = layout.byteCount
        outcome.checkout = CheckoutState.describe(buildFolder: (binaries.nmview as NSString).deletingLastPathComponent)
        let folder = try Self.makeTemporaryFolder()
        Cleanup.shared.register(folder: folder, keep: options.keepFiles)
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        let saver = FileSaver(path: path, atomic: options.atomic)
        _ = try FileSaver(path: path, atomic: false).save(layout.original)
        for number in stride(from: 1, through: options.extraFiles, by: 1) {
            let extra = (folder as NSString).appendingPathComponent("Extra\(number).nmview.yaml")
            _ = try FileSaver(path: extra, atomic: false).save(layout.original)
        }
        outcome.extraFiles = options.extraFiles

        var arguments = ["watch", "--serve", "--port", "0", "--no-color", folder]
        if options.poll { arguments.insert("--poll", at: 1) }
        var link: NamespaceLink?
        if options.throughNamespace {
            let made = try NamespaceLink.make()
            link = made
            arguments.insert(contentsOf: ["--lan", "--lan-address", made.serverAddress], at: 1)
            outcome.link = "across a veth link into network namespace `\(made.namespace)`, `watch --lan --lan-address \(made.serverAddress)`, with the printed URL's token"
        }
        progress("starting \(binaries.nmview) \(arguments.joined(separator: " "))")
        let child = try WatchChild(
            nmview: binaries.nmview, arguments: arguments, fileName: Self.fileName, prefix: link?.commandPrefix ?? [])
        Cleanup.shared.handleSignals()
        do {
            try measure(child: child, layout: layout, saver: saver, into: &outcome)
        } catch {
            child.stop()
            throw error
        }
        outcome.childEnding = child.stop()
        return outcome
    }

    /// Waits for the watch and its preview, subscribes, then makes and times the saves.
    private func measure(
        child: WatchChild, layout: BenchLayout, saver: FileSaver, into outcome: inout RunOutcome
    ) throws(WatchBenchError) {
        let startDeadline = ContinuousClock.now + .seconds(60)
        let preview = try child.waitForLine(prefix: "Preview: ", until: startDeadline)
        guard let port = Self.port(in: preview) else { throw WatchBenchError("no port in '\(preview)'") }
        var endpoint = PreviewEndpoint(address: "127.0.0.1", port: port)
        if options.throughNamespace {
            let network = try child.waitForLine(prefix: "On the network", until: startDeadline)
            guard let start = network.range(of: "http://"), let found = PreviewEndpoint(url: network[start.lowerBound...]) else {
                throw WatchBenchError("no URL in '\(network)'")
            }
            endpoint = found
        }
        let watching = try child.waitForLine(prefix: "nmview: watching ", until: startDeadline)
        outcome.watchMode = Self.mode(in: watching)
        guard let initial = child.statuses.all.last?.value, child.statuses.count == 1 else {
            throw WatchBenchError("expected one status line from the first lint, got \(child.statuses.count)")
        }
        guard initial.succeeded else {
            throw WatchBenchError("the generated layout has errors:\n\(child.errors.lastLines(20))")
        }
        outcome.initialStatus = child.lines.all.first { StatusLine($0.value, fileName: Self.fileName) != nil }?.value ?? ""

        let client = try EventStreamClient(endpoint: endpoint)
        defer { client.disconnect() }
        try client.waitUntilOpen(until: ContinuousClock.now + .seconds(5))
        let follower = try HostFollower(endpoint: endpoint, viewClass: layout.viewClass)
        defer { follower.stop() }
        guard follower.reloads.first(from: 0, until: ContinuousClock.now + .seconds(10), where: { _ in true }) != nil else {
            throw WatchBenchError("the live-reload client got no layout of '\(layout.viewClass)' from the preview")
        }
        var nextReload = follower.reloads.count
        var expectedVersion = try PreviewVersionQuery.current(endpoint: endpoint) + 1
        // Let the first lint's output drain and the server go idle before the first save.
        Thread.sleep(forTimeInterval: 0.3)
        var nextLine = child.statuses.count
        var nextEvent = client.events.count
        if nextEvent > 0 { outcome.anomalies.append("\(nextEvent) events arrived before the first save") }
        let errorBytesBefore = child.errors.byteCount

        let total = options.warmup + options.saves
        progress("saving \(total) times (\(options.warmup) warm-up), \(outcome.watchMode), \(endpoint.hostHeader)")
        outcome.loadBefore = SystemLoad.current()
        for number in 1...total {
            let accountBefore = SchedulerAccount.read(pid: child.pid)
            let timing = try saver.save(layout.contents(forSave: number))
            let saved = timing.committing
            let deadline = saved + .seconds(options.saveTimeoutSeconds)
            let line = child.statuses.first(from: nextLine, until: deadline) { _ in true }
            let version = expectedVersion
            let event = client.events.first(from: nextEvent, until: deadline) {
                $0.version >= version && $0.file.hasSuffix("/" + Self.fileName)
            }
            let reload = follower.reloads.first(from: nextReload, until: deadline) { $0.save >= number }
            let accountAfter = SchedulerAccount.read(pid: child.pid)
            if let line {
                nextLine = line.index + 1
                if !line.entry.value.succeeded { outcome.anomalies.append("save \(number): the status line says ✗ (errors)") }
            } else {
                outcome.anomalies.append("save \(number): no status line within \(options.saveTimeoutSeconds) s")
                nextLine = child.statuses.count
            }
            if let event {
                nextEvent = event.index + 1
                let record = event.entry.value
                if record.version != version {
                    outcome.anomalies.append("save \(number): event version \(record.version), expected \(version)")
                }
                if record.type != "updated" { outcome.anomalies.append("save \(number): event type \(record.type)") }
                expectedVersion = record.version + 1
            } else {
                outcome.anomalies.append("save \(number): no event with version ≥ \(version) within \(options.saveTimeoutSeconds) s")
                expectedVersion += 1
            }
            if let reload {
                if reload.entry.value.save != number {
                    outcome.anomalies.append("save \(number): the host re-applied save \(reload.entry.value.save)")
                }
                nextReload = reload.index + 1
            } else {
                outcome.anomalies.append("save \(number): the host did not re-apply it within \(options.saveTimeoutSeconds) s")
                nextReload = follower.reloads.count
            }
            outcome.samples.append(
                SaveSample(
                    number: number, isWarmup: number <= options.warmup,
                    line: line.map { $0.entry.instant - saved }, event: event.map { $0.entry.instant - saved },
                    reload: reload.map { $0.entry.instant - saved }, hostReload: reload?.entry.value.duration,
                    reportedLintMilliseconds: line?.entry.value.lintMilliseconds,
                    commitCall: timing.returned - timing.committing,
                    watchAccount: accountBefore.flatMap { before in accountAfter.map { $0 - before } }))
            let pause = options.gapMilliseconds + Int.random(in: 0...options.effectiveJitterMilliseconds)
            if pause > 0 { Thread.sleep(forTimeInterval: Double(pause) / 1000) }
            // One save, one line, one event: anything more means saves were split or repeated.
            let extraLines = child.statuses.count - nextLine
            if extraLines > 0 {
                outcome.anomalies.append("save \(number): \(extraLines) more status line(s)")
                nextLine += extraLines
            }
            let extraReloads = follower.reloads.count - nextReload
            if extraReloads > 0 {
                outcome.anomalies.append("save \(number): the host re-applied \(extraReloads) more layout(s)")
                nextReload += extraReloads
            }
            let extraEvents = client.events.count - nextEvent
            if extraEvents > 0 {
                outcome.anomalies.append("save \(number): \(extraEvents) more event(s)")
                nextEvent += extraEvents
                expectedVersion = (client.events.all.last?.value.version ?? expectedVersion - 1) + 1
            }
            guard !child.lines.hasEnded else {
                throw WatchBenchError("nmview watch exited during save \(number):\n\(child.errors.lastLines(10))")
            }
            if number % 20 == 0 { progress("\(number)/\(total) saves") }
        }
        outcome.loadAfter = SystemLoad.current()
        outcome.standardErrorBytesPerSave = (child.errors.byteCount - errorBytesBefore) / total
        if !client.problems.all.isEmpty {
            outcome.anomalies += client.problems.all.map { "event stream: \($0.value)" }
        }
    }

    /// A new folder under the system's temporary directory.
    private static func makeTemporaryFolder() throws(WatchBenchError) -> String {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("nmview-watch-bench.XXXXXX")
        var template = Array(base.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw WatchBenchError("cannot create a temporary folder from \(base)") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The port in `Preview: http://127.0.0.1:PORT/`.
    static func port(in line: String) -> UInt16? {
        guard let colon = line.range(of: ":", options: .backwards, range: line.range(of: "//").map { $0.upperBound..<line.endIndex })
        else { return nil }
        return UInt16(line[colon.upperBound...].prefix { $0.isNumber })
    }

    /// "inotify" in `nmview: watching DIR (inotify); Ctrl-C stops`.
    static func mode(in line: String) -> String {
        guard let open = line.range(of: " (", options: .backwards), let close = line[open.upperBound...].firstIndex(of: ")")
        else { return "unknown" }
        return String(line[open.upperBound..<close])
    }

    /// A progress line on standard error (the report goes to standard output).
    private func progress(_ message: String) {
        FileHandle.standardError.write(Data("nmview-watch-bench: \(message)\n".utf8))
    }
}

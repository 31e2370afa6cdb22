import Foundation

/// The run as Markdown: what was measured, then one table with p50, p95 and max of both
/// latencies against the target, a few informational rows that split the time, and a verdict.
struct LatencyReport {
    let outcome: RunOutcome
    let options: WatchBenchOptions
    let machine: String
    let date: Date

    /// Whether every latency was measured for every timed save and each p95 meets its target.
    var passes: Bool {
        guard let line = summary(\.line), let event = summary(\.event), let reload = summary(\.reload) else { return false }
        return lostSaves == 0 && line.p95 <= options.targetMilliseconds && event.p95 <= options.targetMilliseconds
            && reload.p95 <= options.reloadTargetMilliseconds
    }

    /// Timed saves whose line, event or reload never came.
    var lostSaves: Int {
        outcome.timed.count { $0.line == nil || $0.event == nil || $0.reload == nil }
    }

    /// The report.
    func render() -> String {
        let target = Self.whole(options.targetMilliseconds)
        var text = """
            ## Watch latency

            \(Self.day(date)), \(machine); load average \(outcome.loadBefore ?? "?") before the saves, \
            \(outcome.loadAfter ?? "?") after.
            Input: \(outcome.views.formatted()) views, \(outcome.fileBytes.formatted()) bytes \
            (`nmview-bench --emit-layout \(outcome.views)`)\(extraFilesNote), first lint: `\(outcome.initialStatus)`.
            Saves: \(outcome.timed.count) timed after \(outcome.samples.count - outcome.timed.count) warm-up, \
            \(outcome.saveMethod), one at a time, each \(options.lineEdit ? "changing one label's text and adding or removing a property line" : "changing one label's text"), \(outcome.gapMilliseconds) ms\(jitterNote) \
            after the previous save's line and event. Watch: `nmview watch --serve --port 0\(options.poll ? " --poll" : "")` \
            (\(outcome.watchMode)), standard output and error on pipes (\(outcome.standardErrorBytesPerSave.formatted()) \
            bytes of findings on standard error per save); `/events` read on a raw TCP socket, and \
            followed by the live-reload client (`NMViewLiveReload`, URLSession) re-applying each layout to a headless host\
            \(outcome.link.map { ", both \($0)" } ?? " over loopback").
            Built from: \(outcome.checkout ?? "unknown (not a git checkout)").

            | From the save's `\(options.atomic ? "rename" : "close")` call to | Saves | p50 (ms) | p95 (ms) | Max (ms) | Target | Result |
            |---|---:|---:|---:|---:|:---:|:---:|

            """
        text += row("the status line read from the watch's stdout", summary(\.line), target: target)
        text += row("the `updated` event read from `/events`", summary(\.event), target: target)
        text += row(
            "the headless host re-applied through the live-reload client", summary(\.reload),
            target: Self.whole(options.reloadTargetMilliseconds), limit: options.reloadTargetMilliseconds)
        text += row("*the reload, after the event*", reloadAfterEventSummary(), target: nil)
        text += row("*of which `LayoutHost.reload` itself*", summary(\.hostReload), target: nil)
        text += row("*the lint time the line prints (whole ms)*", lintSummary(), target: nil)
        text += row("*the line, less the lint time it prints*", restSummary(), target: nil)
        text += row("*the event, after the line*", eventAfterLineSummary(), target: nil)
        text += row("*the `\(options.atomic ? "rename" : "close")` call's return*", summary(\.commitCall), target: nil)
        text += row("*CPU time of the watch's threads, per save*", accountSummary(\.running), target: nil)
        text += row("*the watch's wait for a CPU (run queue), per save*", accountSummary(\.waiting), target: nil)
        text += "\n"
        let warmups = outcome.samples.filter(\.isWarmup)
        if !warmups.isEmpty {
            let shown = warmups.map { "\(Self.format($0.line)) / \(Self.format($0.event)) / \(Self.format($0.reload))" }
                .joined(separator: ", ")
            text += "Warm-up saves (line / event / reload, ms, not counted): \(shown).\n"
        }
        text += "Percentiles by nearest rank over the timed saves; a save whose line, event or reload never "
            + "came counts as lost (\(lostSaves) lost). Child: \(outcome.childEnding).\n"
        if outcome.anomalies.isEmpty {
            text += "Every save gave exactly one status line, one event with the next version and one reload of its layout.\n"
        } else {
            text += "\nAnomalies (\(outcome.anomalies.count)):\n\n"
            text += outcome.anomalies.prefix(20).map { "- \($0)\n" }.joined()
            if outcome.anomalies.count > 20 { text += "- … \(outcome.anomalies.count - 20) more\n" }
        }
        text += "\n**Result: \(passes ? "pass" : "FAIL")** (target: p95 ≤ \(target) ms for the line and the event, "
            + "≤ \(Self.whole(options.reloadTargetMilliseconds)) ms for the reload, no save lost).\n"
        return text
    }

    /// The random extra pause, when there is one.
    private var jitterNote: String {
        outcome.jitterMilliseconds == 0 ? "" : " (plus 0–\(outcome.jitterMilliseconds) ms at random)"
    }

    /// Says how many unsaved copies shared the folder, when any did.
    private var extraFilesNote: String {
        outcome.extraFiles == 0 ? "" : ", with \(outcome.extraFiles) unsaved cop\(outcome.extraFiles == 1 ? "y" : "ies") beside it"
    }

    /// A table row: the summary's figures and, with a target, pass or FAIL on its p95 against
    /// `limit` (the line's and event's target unless given).
    private func row(_ label: String, _ summary: LatencySummary?, target: String?, limit: Double? = nil) -> String {
        guard let summary else { return "| \(label) | 0 | — | — | — | \(target.map { "p95 ≤ \($0) ms" } ?? "—") | \(target == nil ? "info" : "FAIL") |\n" }
        let verdict = target == nil ? "info" : (summary.p95 <= (limit ?? options.targetMilliseconds) && lostSaves == 0 ? "pass" : "FAIL")
        return "| \(label) | \(summary.count) | \(Self.format(summary.p50)) | \(Self.format(summary.p95)) | "
            + "\(Self.format(summary.max)) | \(target.map { "p95 ≤ \($0) ms" } ?? "—") | \(verdict) |\n"
    }

    /// The summary of an optional latency over the timed saves that have it.
    private func summary(_ latency: KeyPath<SaveSample, Duration?>) -> LatencySummary? {
        LatencySummary(outcome.timed.compactMap { $0[keyPath: latency]?.milliseconds })
    }

    /// The summary of a duration every timed save has.
    private func summary(_ latency: KeyPath<SaveSample, Duration>) -> LatencySummary? {
        LatencySummary(outcome.timed.map { $0[keyPath: latency].milliseconds })
    }

    /// The summary of one part of the watch's scheduler account per save.
    private func accountSummary(_ part: KeyPath<SchedulerAccount, Duration>) -> LatencySummary? {
        LatencySummary(outcome.timed.compactMap { $0.watchAccount?[keyPath: part].milliseconds })
    }

    /// The summary of the lint times the status lines print.
    private func lintSummary() -> LatencySummary? {
        LatencySummary(outcome.timed.compactMap { $0.reportedLintMilliseconds.map(Double.init) })
    }

    /// The summary of each line latency less the lint time its line prints.
    private func restSummary() -> LatencySummary? {
        LatencySummary(outcome.timed.compactMap { sample in
            guard let line = sample.line, let lint = sample.reportedLintMilliseconds else { return nil }
            return line.milliseconds - Double(lint)
        })
    }

    /// The summary of how long after its line each event came.
    private func eventAfterLineSummary() -> LatencySummary? {
        LatencySummary(outcome.timed.compactMap { sample in
            guard let line = sample.line, let event = sample.event else { return nil }
            return (event - line).milliseconds
        })
    }

    /// The summary of how long after its event each save's layout was re-applied on the host.
    private func reloadAfterEventSummary() -> LatencySummary? {
        LatencySummary(outcome.timed.compactMap { sample in
            guard let event = sample.event, let reload = sample.reload else { return nil }
            return (reload - event).milliseconds
        })
    }

    /// A target in milliseconds, without decimals when it has none.
    static func whole(_ milliseconds: Double) -> String {
        milliseconds.rounded() == milliseconds ? String(Int(milliseconds)) : format(milliseconds)
    }

    /// Milliseconds with one decimal.
    static func format(_ milliseconds: Double) -> String {
        String(format: "%.1f", milliseconds)
    }

    /// A latency in milliseconds with one decimal, or "lost".
    static func format(_ duration: Duration?) -> String {
        duration.map { format($0.milliseconds) } ?? "lost"
    }

    /// The day, UTC, as `2026-11-22`.
    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}

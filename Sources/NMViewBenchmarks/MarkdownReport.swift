import Foundation

/// The results as Markdown: a table per section (the reader's time and peak memory against the
/// floor, validation time against the floor, the lint process against check-jsonschema, the
/// in-process lint pipeline against the floor and compiled JSON against YAML, layout switches
/// against the original's, creating views with and without their properties, template copies
/// against reading the file, compiled JSON written directly against `JSONEncoder`), and a closing
/// verdict over every target. Printed to stdout and, with `--markdown`, written to a file.
struct MarkdownReport {
    /// The sections that ran; the others are left out of the report.
    var sections: Set<BenchmarkSection>
    /// Reader timings, one per size.
    var timings: [ReaderBenchmark.Result] = []
    /// Peak-memory samples, one per graded size (empty with `--no-memory`).
    var memory: [PeakMemory.Sample] = []
    /// Validation timings, one per size.
    var validations: [ValidatorBenchmark.Result] = []
    /// The schema the validator and the lint processes used.
    var schema: SchemaInUse?
    /// The lint process comparison.
    var lint: LintProcessComparison.Result?
    /// In-process lint pipeline timings, one per size.
    var pipelines: [PipelineBenchmark.Result] = []
    /// Compiled JSON against YAML read timings, one per size.
    var decodes: [CompiledDecodeBenchmark.Result] = []
    /// Where the pipeline's time goes, per size.
    var phases: [PipelinePhases.Result] = []
    /// The validator the pipeline ran with, when the checkout could say.
    var validatorRevision: ValidatorRevision?
    /// Layout switches, ours against the original's way.
    var engine: EngineBenchmark.Result?
    /// Creating a host with every property applied, against the same layout without properties.
    var properties: PropertyBenchmark.Result?
    /// Template copies, from memory against reading the file.
    var templates: TemplateBenchmark.Result?
    var reload: ReloadBenchmark.Result?
    var xibImport: XIBImportBenchmark.Result?
    /// Cells read per cell, built from memory and reused.
    var cells: CellBenchmark.Result?
    /// A lint with the accessibility audit against one without.
    var audit: AuditBenchmark.Result?
    /// Compiled JSON written directly against `JSONEncoder`, one per size.
    var encodes: [CompiledEncodeBenchmark.Result] = []
    /// Whether this was a `--quick` smoke run, which the report says, since its numbers are rough.
    var quick: Bool

    /// The whole report.
    func render() -> String {
        var lines = header()
        if sections.contains(.reader) {
            lines += ["", "### Reader vs libyaml floor", ""] + timingTable()
            if !memory.isEmpty {
                lines += [""] + memoryTable()
            }
        }
        if sections.contains(.validator) {
            lines += ["", "### Validator vs libyaml floor", ""] + validatorSection()
        }
        if sections.contains(.lint) {
            lines += ["", "### nmview lint vs check-jsonschema", ""] + lintSection()
        }
        if sections.contains(.pipeline) {
            lines += ["", "### Lint pipeline vs libyaml floor", ""] + pipelineSection()
        }
        if sections.contains(.engine) {
            lines += ["", "### Layout switch vs the original's", ""] + engineSection()
        }
        if sections.contains(.properties) {
            lines += ["", "### Applying properties at creation", ""] + propertiesSection()
        }
        if sections.contains(.templates) {
            lines += ["", "### Template copies vs reading the file", ""] + templatesSection()
        }
        if sections.contains(.compiledEncode) {
            lines += ["", "### Compiled JSON encode vs JSONEncoder", ""] + encodeSection()
        }
        if sections.contains(.reload) {
            lines += ["", "### A live-reload save re-applied in place vs a new host", ""] + reloadSection()
        }
        if sections.contains(.importXIB) {
            lines += ["", "### Importing a xib vs linting what it writes", ""] + xibImportSection()
        }
        if sections.contains(.cells) {
            lines += ["", "### Cells: reading per cell, building from memory, reusing", ""] + cellsSection()
        }
        if sections.contains(.audit) {
            lines += ["", "### The accessibility audit's share of a lint", ""] + auditSection()
        }
        lines += ["", verdict()]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Title, date and machine, and what the figures are.
    private func header() -> [String] {
        let info = ProcessInfo.processInfo
        let utc = TimeZone(identifier: "UTC") ?? .current
        let date = ISO8601DateFormatter.string(from: Date(), timeZone: utc, formatOptions: [.withFullDate])
        return [
            "## nmview-bench\(quick ? " (quick run: rough numbers)" : "")",
            "",
            "\(date), \(info.activeProcessorCount) cores, \(info.operatingSystemVersionString). Floor: libyaml's "
                + "event parse of the same bytes, nothing built. Times are medians: of interleaved rounds in this "
                + "process for every section but lint, of whole processes for lint.",
        ]
    }

    /// Reader against floor, one row per size.
    private func timingTable() -> [String] {
        var lines = [
            "| Views | File bytes | Rounds | Floor median (ms) | Floor min (ms) | Reader median (ms) "
                + "| Reader min (ms) | Reader / floor | Floor MB/s | Reader MB/s | Target | Result |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        for result in timings {
            let graded = Targets.isGraded(views: result.views)
            let verdict = graded ? (result.ratio <= Targets.maxReaderToFloor ? "pass" : "FAIL") : "info"
            let cells = [
                Self.grouped(result.views), Self.grouped(result.fileBytes), String(result.rounds),
                Self.milliseconds(result.floor.median), Self.milliseconds(result.floor.minimum),
                Self.milliseconds(result.reader.median), Self.milliseconds(result.reader.minimum),
                Self.fixed(result.ratio, 2) + "×",
                Self.fixed(result.floor.megabytesPerSecond(bytes: result.fileBytes), 1),
                Self.fixed(result.reader.megabytesPerSecond(bytes: result.fileBytes), 1),
                graded ? "≤ " + Self.fixed(Targets.maxReaderToFloor, 1) + "×" : "—", verdict,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// Peak memory of one read, one row per graded size.
    private func memoryTable() -> [String] {
        var lines = [
            "| Views | File bytes | Peak RSS, file loaded | Peak RSS, tree alive | Read added | Added / file size "
                + "| Target | Result |",
            "|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        for sample in memory {
            let cells = [
                Self.grouped(sample.views), Self.grouped(sample.fileBytes), Self.size(sample.peakBeforeBytes),
                Self.size(sample.peakAfterBytes), Self.size(sample.deltaBytes), Self.fixed(sample.ratio, 2) + "×",
                "≤ " + Self.fixed(Targets.maxPeakToFileSize, 0) + "×",
                sample.ratio <= Targets.maxPeakToFileSize ? "pass" : "FAIL",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// One closing line over every section: every target met, which were missed, which could not
    /// be measured, or that none applied.
    private func verdict() -> String {
        let misses = missedTargets()
        let unmeasured = lintUnmeasured()
        let notMeasured = unmeasured.isEmpty ? "" : " Not measured: " + unmeasured.joined(separator: "; ") + "."
        if !misses.isEmpty {
            return "Missed: " + misses.joined(separator: "; ") + "." + notMeasured
        }
        guard gradedCount > 0 else {
            if !unmeasured.isEmpty {
                return "No target was measured: " + unmeasured.joined(separator: "; ") + "."
            }
            let smallest = Self.grouped(Targets.smallestGradedViews)
            return "No size here is held to the targets; they apply from \(smallest) views."
        }
        return unmeasured.isEmpty ? "All targets met." : "All targets measured were met." + notMeasured
    }

    /// How many rows were held to a target.
    private var gradedCount: Int {
        var count = 0
        if sections.contains(.reader) {
            count += timings.filter { Targets.isGraded(views: $0.views) }.count + memory.count
        }
        if sections.contains(.validator) {
            count += validations.filter { Targets.isGraded(views: $0.views) }.count
        }
        if sections.contains(.lint), lint?.speedup != nil {
            count += 1
        }
        if sections.contains(.pipeline) {
            count += pipelineGradedCount
        }
        if sections.contains(.audit), audit != nil {
            count += 1
        }
        return count + engineGradedCount
    }

    /// One phrase per graded size and target that was missed, in every section.
    func missedTargets() -> [String] {
        var misses: [String] = []
        for result in timings where Targets.isGraded(views: result.views) && result.ratio > Targets.maxReaderToFloor {
            misses.append("reader at \(Self.grouped(result.views)) views is \(Self.fixed(result.ratio, 2))× the floor")
        }
        for sample in memory where sample.ratio > Targets.maxPeakToFileSize {
            misses.append(
                "read at \(Self.grouped(sample.views)) views adds \(Self.fixed(sample.ratio, 2))× the file size")
        }
        return misses + validatorMisses() + lintMisses() + pipelineMisses() + engineMisses() + auditMisses()
    }

    // Number formats shared by the section tables.

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Seconds as milliseconds, with three decimals below 10 ms.
    static func milliseconds(_ seconds: Double) -> String {
        fixed(seconds * 1_000, seconds < 0.01 ? 3 : 1)
    }

    /// Bytes in MiB (or KiB when small), the unit file and memory sizes are read in.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? fixed(Double(bytes) / 1_048_576, 2) + " MiB" : fixed(Double(bytes) / 1_024, 1) + " KiB"
    }

    /// `100000` → `100,000`, without a locale-dependent formatter.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}

import Foundation

/// Times the whole `nmview lint --quiet FILE` process against `check-jsonschema` on the same
/// generated layout file: what a user or a CI job waits for, start-up, reading, validating and
/// exit included. The two are run in turns (a few `nmview` runs, then one `check-jsonschema` run),
/// so a busy spell on the shared machine lands on both.
enum LintProcessComparison {
    /// The layout size the target names.
    static let views = 10_000

    /// How many runs of each.
    struct Plan {
        /// `check-jsonschema` runs, each preceded by `nmviewRunsPerTurn` runs of `nmview`. One run
        /// takes about 12 s at 10k views, so there are few.
        var checkerRuns: Int
        /// `nmview` runs before each `check-jsonschema` run (and in total at least
        /// `minimumNMViewRuns`, also when `check-jsonschema` is skipped).
        var nmviewRunsPerTurn: Int
        /// Fewest timed `nmview` runs.
        var minimumNMViewRuns: Int

        /// The full plan: 3 `check-jsonschema` runs and 9 `nmview` runs.
        static let standard = Plan(checkerRuns: 3, nmviewRunsPerTurn: 3, minimumNMViewRuns: 9)
        /// `--quick`: 1 `check-jsonschema` run and 5 `nmview` runs.
        static let quick = Plan(checkerRuns: 1, nmviewRunsPerTurn: 5, minimumNMViewRuns: 5)
    }

    /// Where the two programs are, or why one of them cannot be run.
    struct Programs {
        /// The release `nmview` binary, or why there is none.
        var nmview: Swift.Result<String, BenchmarkError>
        /// `check-jsonschema`, or why there is none.
        var checker: Swift.Result<String, BenchmarkError>
        /// The schema file `check-jsonschema` is given.
        var schemaPath: String

        /// `nmview` beside this executable in the same build directory, and `check-jsonschema`
        /// at `checkerPath` or else under `root`.
        static func locate(checkerPath: String?, root: PackageRoot?, schema: SchemaInUse) -> Programs {
            let files = FileManager.default
            let nmview: Swift.Result<String, BenchmarkError>
            if let directory = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
                let path = directory.appendingPathComponent("nmview").path
                nmview = files.isExecutableFile(atPath: path)
                    ? .success(path)
                    : .failure(
                        BenchmarkError(
                            "no nmview binary at \(path); build it beside the benchmark with "
                                + "`swift build -c release --scratch-path .build-bench`, which builds both products"))
            } else {
                nmview = .failure(BenchmarkError("cannot find this executable's directory, where nmview should be"))
            }
            let checker: Swift.Result<String, BenchmarkError>
            if let path = checkerPath ?? root?.checkJSONSchemaPath {
                checker = files.isExecutableFile(atPath: path)
                    ? .success(path)
                    : .failure(
                        BenchmarkError(
                            "not found at \(path); install it with `Scripts/bootstrap` "
                                + "or pass --check-jsonschema PATH"))
            } else {
                checker = .failure(
                    BenchmarkError(
                        "no package root (a folder holding Package.swift) at or above the current directory "
                            + "to find .build-tools/venv/bin/check-jsonschema in; pass --check-jsonschema PATH"))
            }
            let checkoutSchema = root.map(\.schemaPath).flatMap { files.fileExists(atPath: $0) ? $0 : nil }
            return Programs(nmview: nmview, checker: checker, schemaPath: checkoutSchema ?? schema.bundledPath)
        }
    }

    /// What was measured.
    struct Result {
        /// Views in the layout file.
        var views: Int
        /// Size of the layout file.
        var fileBytes: Int
        /// Whole `nmview lint --quiet FILE` processes; `nil` when `nmview` could not be run.
        var nmview: Measurement?
        /// Whole `check-jsonschema` processes; `nil` when the row was skipped.
        var checker: Measurement?
        /// Why a row is missing, one sentence each.
        var skipped: [String]

        /// `check-jsonschema` median over `nmview` median: the figure held to the target, when
        /// both ran.
        var speedup: Double? {
            guard let nmview, let checker, nmview.median > 0 else { return nil }
            return checker.median / nmview.median
        }
    }

    /// Runs both programs on the layout at `path` as `plan` says. Throws if `nmview lint` finds
    /// problems in the generated layout; a `check-jsonschema` that is missing or fails only skips
    /// its row.
    static func run(
        path: String, fileBytes: Int, programs: Programs, plan: Plan, progress: (String) -> Void
    ) throws(BenchmarkError) -> Result {
        var result = Result(views: views, fileBytes: fileBytes, nmview: nil, checker: nil, skipped: [])
        let nmviewPath: String
        switch programs.nmview {
        case .success(let found):
            nmviewPath = found
        case .failure(let problem):
            progress("lint: nmview lint row skipped: \(problem)")
            result.skipped.append("nmview lint row skipped: \(problem)")
            // Without nmview there is nothing to compare check-jsonschema with; skip its 12 s runs.
            result.skipped.append("check-jsonschema row skipped: there is no nmview to compare it with")
            return result
        }
        var checkerPath: String?
        switch programs.checker {
        case .success(let found):
            checkerPath = found
        case .failure(let problem):
            progress("lint: check-jsonschema row skipped: \(problem)")
            result.skipped.append("check-jsonschema row skipped: \(problem)")
        }

        // One untimed run: loads the binary and the file into the page cache, and checks the layout.
        _ = try lint(nmviewPath, path)
        var nmview = Measurement()
        var checkerTimes = Measurement()
        var turn = 0
        while nmview.seconds.count < plan.minimumNMViewRuns || (checkerPath != nil && turn < plan.checkerRuns) {
            for _ in 0..<plan.nmviewRunsPerTurn {
                nmview.record(try lint(nmviewPath, path))
            }
            if let checker = checkerPath, turn < plan.checkerRuns {
                let run = try TimedProcess.run(checker, ["--schemafile", programs.schemaPath, path])
                if run.status == 0 {
                    checkerTimes.record(run.duration)
                    progress(
                        "lint: check-jsonschema run \(turn + 1)/\(plan.checkerRuns): "
                            + String(format: "%.2f s", Measurement.seconds(of: run.duration)))
                } else {
                    let problem = "check-jsonschema row skipped: it exited with status \(run.status):\n"
                        + run.outputExcerpt
                    progress("lint: \(problem)")
                    result.skipped.append(problem)
                    checkerTimes = Measurement()
                    checkerPath = nil
                }
            }
            turn += 1
        }
        progress(
            "lint: nmview median " + String(format: "%.1f ms", nmview.median * 1_000) + " over \(nmview.seconds.count) runs")
        result.nmview = nmview
        result.checker = checkerTimes.seconds.isEmpty ? nil : checkerTimes
        return result
    }

    /// One timed `nmview lint --quiet` run on `path`; throws unless it found the file clean.
    private static func lint(_ nmview: String, _ path: String) throws(BenchmarkError) -> Duration {
        let run = try TimedProcess.run(nmview, ["lint", "--quiet", path])
        guard run.status == 0 else {
            throw BenchmarkError(
                "nmview lint exited with status \(run.status) on the generated layout \(path); LayoutGenerator "
                    + "must write schema-valid layouts:\n\(run.outputExcerpt)")
        }
        return run.duration
    }
}

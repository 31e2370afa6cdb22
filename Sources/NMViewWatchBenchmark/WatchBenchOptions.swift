/// What the command line asks for. Plain `CommandLine.arguments` handling, like `nmview-bench`:
/// the target needs only a handful of flags.
struct WatchBenchOptions {
    /// Timed saves (`--saves`, at least 100 for the p50/p95).
    var saves = 120
    /// Saves made and waited for before the timed ones, reported but not counted (`--warmup`).
    var warmup = 2
    /// Views in the generated layout (`--views`).
    var views = 1_000
    /// Other generated layouts in the folder, never saved, that every re-lint checks too (`--extra-files`).
    var extraFiles = 0
    /// Pause after each save's line and event have both arrived, so saves never coalesce (`--gap-ms`).
    var gapMilliseconds = 20
    /// Up to this much more pause, random, after each save (`--jitter-ms`); `nil`: 0, or 250 with
    /// `--poll`, whose saves would otherwise fall at the same point of every 250 ms poll.
    var jitterMilliseconds: Int?
    /// Save through a temporary file renamed over the layout instead of writing it in place.
    var atomic = false
    /// Each save also adds or removes a property line, so it is not an edit of one value (`--line-edit`).
    var lineEdit = false
    /// With `--lsp`, send each change as the whole text instead of its ranges (`--full-sync`).
    var fullSync = false
    /// Run the watch with `--lan` in a network namespace and follow it across a veth link
    /// instead of loopback (`--lan`; root and Linux only).
    var throughNamespace = false
    /// Run `nmview watch --poll` (250 ms polling) instead of inotify/FSEvents; informational.
    var poll = false
    /// How long one save may take to show up before it counts as lost (`--save-timeout`, seconds).
    var saveTimeoutSeconds = 5.0
    /// The whole run's limit (`--timeout`, seconds): past it the child is killed and the run fails.
    var overallTimeoutSeconds = 300.0
    /// The p95 target in milliseconds, both latencies (issue 6: 30 ms).
    var targetMilliseconds = 30.0
    /// The p95 target for the headless host re-applied through the live-reload client (issue 14: 50 ms).
    var reloadTargetMilliseconds = 50.0
    /// Also write the Markdown report here.
    var markdownPath: String?
    /// Keep the temporary folder and the watch's standard error for inspection.
    var keepFiles = false
    /// Measure `nmview lsp` instead of the watch (`--lsp`).
    var languageServer = false
    /// Print usage and exit.
    var showsHelp = false

    /// How to call the benchmark.
    static let usage = """
        usage: nmview-watch-bench [--saves N] [--warmup N] [--views N] [--extra-files N]
                                  [--gap-ms N] [--jitter-ms N] [--atomic] [--line-edit] [--poll]
                                  [--lan] [--save-timeout S] [--timeout S] [--markdown PATH] [--keep]
               nmview-watch-bench --lsp [--saves N] [--warmup N] [--views N] [--gap-ms N] [--line-edit]
                                 [--full-sync] [--extra-files N]

        Measures `nmview watch --serve` the way an editor meets it: writes a generated layout
        (`nmview-bench --emit-layout N`) as Bench.nmview.yaml into a temporary folder, starts the
        release `nmview watch --serve --port 0 FOLDER` beside this executable, subscribes to the
        preview's /events over a plain TCP socket, then saves the file N times, one at a time,
        each save changing one label's text. For each save it times, from just before the close
        (or, with --atomic, the rename) that makes the written file visible to the watch:
          line   until the watch's `✓ Bench.nmview.yaml … ms` line for that save is read from its
                 standard output
          event  until the `updated` Server-Sent Event carrying that save's version is received
          reload until a headless host, following the preview through the live-reload client an
                 app links (NMViewLiveReload), has re-applied the layout of that save
        and reports p50, p95 and max of each against its target (p95 ≤ 30 ms for the line and
        the event, ≤ 50 ms for the reload), as Markdown.

          --saves N           timed saves (default 120; at least 100 for the issue's figures)
          --warmup N          saves before the timed ones, shown but not counted (default 2)
          --views N           views in the layout (default 1000)
          --extra-files N     also put N copies of the layout (Extra1.nmview.yaml, …) in the folder,
                              never saved, to see what the other files of a project cost each save
                              (default 0)
          --gap-ms N          pause after each save's line and event arrived (default 20)
          --jitter-ms N       pause up to N ms more, at random, after each save (default 0, or 250
                              with --poll so saves do not fall at the same point of every poll)
          --atomic            save as a temporary file renamed over the layout (default: open,
                              truncate, write, close in place)
          --line-edit         each save also adds a property line to the label's view, or takes it
                              away, in turns: an edit of the structure, not of one value
                              (default: only the label's text changes)
          --poll              run the watch with --poll (250 ms polling), for information
          --lan               run `nmview watch --lan` inside a network namespace of its own and
                              reach it across a veth link from 198.18.254.2 with the URL and token
                              it prints, as a device on the local network does (Linux, as root)
          --save-timeout S    seconds one save may take before it counts as lost (default 5)
          --timeout S         seconds the whole run may take (default 300)
          --markdown PATH     also write the report to PATH
          --keep              keep the temporary folder and print its path
          --lsp               measure `nmview lsp` instead: open the layout, then send N didChange
                              edits of it over stdio, each timed until the publishDiagnostics of
                              its version; once with --debounce-ms 0 (the work) and once with the
                              server's default debounce (what an editor waits); each change
                              is sent as ranges, as editors do under the incremental sync the
                              server offers
          --full-sync         with --lsp, send each change as the whole text instead
          --help              show this help

        Build the binaries it needs first, each product on its own:
          swift build -c release --scratch-path .build-watchbench --product nmview
          swift build -c release --scratch-path .build-watchbench --product nmview-bench
          swift build -c release --scratch-path .build-watchbench --product nmview-watch-bench
        Exit status: 0 when measured (target met or not), 1 when the harness failed, 2 when the
        overall timeout was reached, 64 for a bad command line, 130 when interrupted.
        """

    /// The random extra pause's upper bound in effect.
    var effectiveJitterMilliseconds: Int {
        jitterMilliseconds ?? (poll ? 250 : 0)
    }

    /// The options in `arguments` (without the executable name), or why they make no sense.
    static func parse(_ arguments: [String]) throws(WatchBenchError) -> WatchBenchOptions {
        var options = WatchBenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--atomic": options.atomic = true
            case "--line-edit": options.lineEdit = true
            case "--full-sync": options.fullSync = true
            case "--poll": options.poll = true
            case "--lan": options.throughNamespace = true
            case "--keep": options.keepFiles = true
            case "--lsp": options.languageServer = true
            case "--help", "-h": options.showsHelp = true
            case "--saves": options.saves = try count(after: argument, in: &remaining, minimum: 1)
            case "--warmup": options.warmup = try count(after: argument, in: &remaining, minimum: 0)
            case "--views": options.views = try count(after: argument, in: &remaining, minimum: 1)
            case "--jitter-ms": options.jitterMilliseconds = try count(after: argument, in: &remaining, minimum: 0)
            case "--extra-files": options.extraFiles = try count(after: argument, in: &remaining, minimum: 0)
            case "--gap-ms": options.gapMilliseconds = try count(after: argument, in: &remaining, minimum: 0)
            case "--save-timeout": options.saveTimeoutSeconds = try seconds(after: argument, in: &remaining)
            case "--timeout": options.overallTimeoutSeconds = try seconds(after: argument, in: &remaining)
            case "--markdown": options.markdownPath = try value(after: argument, in: &remaining)
            default: throw WatchBenchError("unknown argument '\(argument)'; see --help")
            }
        }
        return options
    }

    /// The word after `option`.
    private static func value(after option: String, in remaining: inout ArraySlice<String>) throws(WatchBenchError) -> String {
        guard let value = remaining.popFirst() else { throw WatchBenchError("\(option) needs a value") }
        return value
    }

    /// A whole number of at least `minimum` after `option`.
    private static func count(after option: String, in remaining: inout ArraySlice<String>, minimum: Int) throws(WatchBenchError) -> Int {
        let text = try value(after: option, in: &remaining)
        guard let number = Int(text), number >= minimum else {
            throw WatchBenchError("\(option) takes a whole number of at least \(minimum), not '\(text)'")
        }
        return number
    }

    /// A positive number of seconds after `option`.
    private static func seconds(after option: String, in remaining: inout ArraySlice<String>) throws(WatchBenchError) -> Double {
        let text = try value(after: option, in: &remaining)
        guard let number = Double(text), number > 0, number.isFinite else {
            throw WatchBenchError("\(option) takes a positive number of seconds, not '\(text)'")
        }
        return number
    }
}

import ArgumentParser
import NMViewDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DiagnosticFormat: ExpressibleByArgument {}

/// How a command reports findings; shared by every command that checks layouts.
struct OutputOptions: ParsableArguments {
    @Option(help: "Output format: 'text' (stderr), 'json', 'github' or 'sarif' (stdout).")
    var format: DiagnosticFormat = .text

    @Flag(inversion: .prefixedNo, help: "Colour the text output (default: only when stderr is a terminal).")
    var color: Bool?

    @Flag(name: .shortAndLong, help: "Print only the findings that fail the run, and no summary.")
    var quiet = false

    /// Whether text goes out in colour: the flag if given, else a terminal without `NO_COLOR`.
    var usesColor: Bool { Self.usesColor(color) }

    /// Whether diagnostics go out in colour: `flag` if given, else a terminal without `NO_COLOR`.
    static func usesColor(_ flag: Bool?) -> Bool {
        if let flag { return flag }
        if getenv("NO_COLOR") != nil { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return isatty(STDERR_FILENO) != 0
    }
}

import ArgumentParser
import NMViewLint

/// One folder of outputs of a lint run, written and reported as `compile` and `generate` do:
/// layouts with errors (or, strict, warnings) are left as they were, collisions and files that
/// cannot be written are errors, and a summary line follows unless quiet.
struct LayoutOutputStep {
    /// The folder.
    var directory: String
    /// How files are named.
    var naming: CompiledFileNaming
    /// What is written.
    var output: CompiledLayoutWriter.Output
    /// The summary's verb and noun: `compiled … layouts`, `generated … Swift files`.
    var summary: (verb: String, noun: String)

    /// Writes every layout of `outcome` not in `failing`; whether two files claimed one output.
    /// A folder or file that cannot be written ends the command with exit 1.
    func run(_ outcome: LintOutcome, failing: Set<String>, options: OutputOptions, reportingCollisions: Bool = true)
        throws
        -> Bool
    {
        let result: CompiledLayoutWriter.Summary
        do {
            result = try CompiledLayoutWriter(directory: directory, naming: naming, output: output)
                .write(outcome, skipping: failing)
        } catch let error as AtomicFile.WriteError {
            // A full disk or a folder that cannot be written is not a bug in nmview: say what
            // failed and exit 1. The file being written keeps its previous content.
            Reporter.write("nmview: error: \(error)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        for message in (reportingCollisions ? result.collisions.map(\.message) : []) + result.misnamed {
            Reporter.write(message, to: .standardError)
        }
        if !options.quiet && options.format == .text {
            let written = result.written.count
            Reporter.write(
                "nmview: \(summary.verb) \(written + result.unchanged) \(summary.noun) to '\(directory)': \(written) written, \(result.unchanged) unchanged\n",
                to: .standardError)
        }
        return !result.collisions.isEmpty
    }
}

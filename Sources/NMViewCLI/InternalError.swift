import ArgumentParser

/// An error that escaped a command's own code: a bug in nmview, reported with exit code 70.
struct InternalError: Error, CustomStringConvertible {
    var underlying: any Error
    var description: String { String(describing: underlying) }
}

/// A command whose unexpected errors become ``InternalError``s, while the ones argument-parser
/// understands (exit codes, validation errors, clean exits) pass through unchanged and a
/// ``UsageProblem`` is printed and exits 64.
protocol GuardedCommand: ParsableCommand {
    /// The command's work.
    func execute() throws
}

extension GuardedCommand {
    func run() throws {
        do {
            try execute()
        } catch let error as ExitCode {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch let error as CleanExit {
            throw error
        } catch let problem as UsageProblem {
            Reporter.write("nmview: error: \(problem.message)\n", to: .standardError)
            throw ExitCode(ExitStatus.usage)
        } catch {
            throw InternalError(underlying: error)
        }
    }
}

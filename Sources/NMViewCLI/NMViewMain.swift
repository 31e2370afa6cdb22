import ArgumentParser
import Foundation

/// The entry point: parses the command line, runs the command, and maps failures to exit codes.
///
/// Usage errors exit 64 (argument-parser's own code for them); an error that escapes a command's
/// own code unexpectedly (``InternalError``) is a bug in nmview and exits 70 asking for a report.
public enum NMViewMain {
    /// Runs `nmview` with the process's arguments and exits.
    public static func main(_ arguments: [String]? = nil) -> Never {
        var command: any ParsableCommand
        do {
            command = try NMViewCommand.parseAsRoot(arguments)
        } catch {
            NMViewCommand.exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as InternalError {
            Reporter.write(
                "nmview: internal error: \(error)\nplease report this with the file that caused it\n",
                to: .standardError)
            exit(ExitStatus.internalError)
        } catch {
            NMViewCommand.exit(withError: error)
        }
        exit(ExitStatus.clean)
    }
}

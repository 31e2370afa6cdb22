import ArgumentParser
import Testing

@testable import NMViewCLI

/// Unexpected errors inside a command become internal errors (exit 70); argument-parser's own
/// errors pass through so they keep their exit codes, and usage problems found later exit 64.
@Suite(.serialized) struct GuardedCommandTests {
    struct Boom: Error {}

    struct Failing: GuardedCommand {
        nonisolated(unsafe) static var error: any Error = Boom()
        func execute() throws { throw Self.error }
    }

    @Test func unexpectedErrorsBecomeInternal() throws {
        Failing.error = Boom()
        #expect(throws: InternalError.self) { try Failing().run() }
    }

    @Test func exitCodesPassThrough() throws {
        Failing.error = ExitCode(1)
        #expect(throws: ExitCode(1)) { try Failing().run() }
    }

    @Test func usageProblemsExitWithTheUsageCode() throws {
        Failing.error = UsageProblem(message: "no layout named 'tilted'")
        #expect(throws: ExitCode(64)) { try Failing().run() }
    }

    @Test func validationErrorsPassThrough() throws {
        Failing.error = ValidationError("bad")
        #expect(throws: ValidationError.self) { try Failing().run() }
    }
}

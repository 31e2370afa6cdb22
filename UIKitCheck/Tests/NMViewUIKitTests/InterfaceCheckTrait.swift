import Testing
import UIKit

/// Runs each test with an ``InterfaceLog`` of its own (tests run in parallel, and a shared log
/// would mix their calls) and fails it for every selector sent to an object that does not
/// implement it, which would crash on a device. Use it as `@Test(.interfaceCheck)` or on a suite.
struct InterfaceCheckTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite gets no log of its own: each of its test cases does.
        guard testCase != nil else { return try await function() }
        let log = InterfaceLog()
        try await InterfaceRecorder.$log.withValue(log) { try await function() }
        Self.failOnUnrecognizedSelectors(in: log)
    }

    /// Records an issue for each unrecognized selector in `log`.
    static func failOnUnrecognizedSelectors(in log: InterfaceLog) {
        for unrecognized in log.unrecognizedSelectors {
            Issue.record("\(unrecognized) (a crash on a device)")
        }
    }
}

extension Trait where Self == InterfaceCheckTrait {
    /// A log of the test's own, and a failure for every unrecognized selector.
    static var interfaceCheck: Self { Self() }
}

import Foundation
import Testing

@testable import NMViewLiveReload

@Suite struct BackoffTests {
    @Test func doublesFromTheFirstDelayUpToTheCap() {
        let backoff = Backoff(initial: 0.25, maximum: 5, jitter: 0.5)
        let delays = (0..<8).map { backoff.delay(attempt: $0, random: 0) }
        #expect(delays == [0.25, 0.5, 1, 2, 4, 5, 5, 5])
    }

    @Test func jitterTakesOffUpToItsFraction() {
        let backoff = Backoff(initial: 1, maximum: 5, jitter: 0.5)
        #expect(backoff.delay(attempt: 0, random: 0) == 1)
        #expect(backoff.delay(attempt: 0, random: 0.5) == 0.75)
        #expect(backoff.delay(attempt: 0, random: 0.999_999) > 0.5)
        #expect(backoff.delay(attempt: 10, random: 1) == 2.5)
    }

    @Test func theServersRetryReplacesTheFirstDelayWithinTheCap() {
        let backoff = Backoff(initial: 0.25, maximum: 5, jitter: 0)
        #expect(backoff.delay(attempt: 0, retry: 1, random: 0) == 1)
        #expect(backoff.delay(attempt: 2, retry: 1, random: 0) == 4)
        #expect(backoff.delay(attempt: 0, retry: 60, random: 0) == 5)
    }

    @Test func hugeAttemptCountsStayAtTheCap() {
        #expect(Backoff().delay(attempt: Int.max, random: 0) == Backoff.maximumDefault)
    }
}

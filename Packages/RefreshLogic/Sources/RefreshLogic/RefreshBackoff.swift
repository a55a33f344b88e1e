public import FoundationEssentials

/// When a failing feed is tried again, by the class of its failure:
/// - most failures wait `base` after the first, doubling with each one in a row, up to `maximum`;
/// - a gone feed (404, 410) waits `maximum` at once: it is checked rarely, not on every refresh;
/// - a rate-limited one (429) waits at least as long as its `Retry-After` asked;
/// - a timeout, a network failure or a partly read document waits `base` only, without
///   doubling: such faults pass.
public struct RefreshBackoff: Equatable, Sendable {
    public var base: TimeInterval
    public var maximum: TimeInterval

    public init(base: TimeInterval, maximum: TimeInterval) {
        self.base = base
        self.maximum = maximum
    }

    /// The earliest next attempt after `failures` consecutive failures, the last at `now`.
    public func nextAttempt(afterFailures failures: Int, at now: Date) -> Date {
        now.addingTimeInterval(doubling(failures))
    }

    /// The earliest next attempt after `failures` in a row, the last of class `failureClass`
    /// (with the server's `Retry-After`, if it gave one) at `now`.
    public func nextAttempt(
        afterFailures failures: Int, of failureClass: FeedFailureClass, retryAfterSeconds: Double?,
        at now: Date
    ) -> Date {
        let delay: TimeInterval =
            switch failureClass {
            case .gone: maximum
            case .rateLimited: max(doubling(failures), min(retryAfterSeconds ?? 0, maximum))
            case .timeout, .network, .partlyRead: min(base, maximum)
            case .forbidden, .serverError, .notAFeed, .other: doubling(failures)
            }
        return now.addingTimeInterval(delay)
    }

    /// `base` doubled for each failure after the first, at most `maximum`.
    private func doubling(_ failures: Int) -> TimeInterval {
        guard failures > 0 else { return 0 }
        let exponent = min(failures - 1, 30)
        return min(maximum, base * Double(sign: .plus, exponent: exponent, significand: 1))
    }
}

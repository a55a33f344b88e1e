public import Foundation

/// When a failing feed is tried again: after `base`, doubling with each further failure, never
/// later than `maximum`.
public struct RefreshBackoff: Equatable, Sendable {
    public var base: TimeInterval
    public var maximum: TimeInterval

    public init(base: TimeInterval, maximum: TimeInterval) {
        self.base = base
        self.maximum = maximum
    }

    /// The earliest next attempt after `failures` consecutive failures, the last at `now`.
    public func nextAttempt(afterFailures failures: Int, at now: Date) -> Date {
        guard failures > 0 else { return now }
        let exponent = min(failures - 1, 30)
        let delay = min(maximum, base * pow(2, Double(exponent)))
        return now.addingTimeInterval(delay)
    }
}

public import FoundationEssentials

/// When a refresh tries a full-text feed's failed pages again: after `firstDelaySeconds`, then
/// after twice as long each time, until `maxAttempts` fetches have failed.
public struct FullTextRetry: Equatable, Sendable {
    /// The wait after the first failure.
    public var firstDelaySeconds: Double
    /// Fetches of one page that may fail before it is no longer tried at refresh (`read --full`
    /// and the reader's `f` still fetch it when asked).
    public var maxAttempts: Int

    public init(firstDelaySeconds: Double, maxAttempts: Int) {
        self.firstDelaySeconds = firstDelaySeconds
        self.maxAttempts = maxAttempts
    }

    /// Whether the page that failed as `failure` says is due for another fetch at `now`.
    public func isDue(_ failure: FullTextFailure, at now: Date) -> Bool {
        guard failure.attempts < maxAttempts else { return false }
        let doublings = min(max(failure.attempts - 1, 0), 30)
        let delay = firstDelaySeconds * Double(1 << doublings)
        return failure.failedAt.addingTimeInterval(delay) <= now
    }
}

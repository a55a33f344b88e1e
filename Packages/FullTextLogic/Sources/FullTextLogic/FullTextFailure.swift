public import FoundationEssentials

/// Why the last fetch of an article's full text failed, and how often it has.
public struct FullTextFailure: Equatable, Sendable {
    /// One sentence: the page could not be fetched, held no article, was not HTML…
    public var reason: String
    /// Fetches that failed in a row.
    public var attempts: Int
    public var failedAt: Date

    public init(reason: String, attempts: Int, failedAt: Date) {
        self.reason = reason
        self.attempts = attempts
        self.failedAt = failedAt
    }
}

/// Why one feed's refresh failed: the kind of failure, the sentence a reader sees, and, when the
/// result could not be stored, the library's own error.
public struct FeedRefreshFailure: Equatable, Sendable, CustomStringConvertible {
    /// What went wrong with the feed: gone, rate-limited, a timeout, not a feed…; nil when the
    /// fetch went well and storing its result failed, or the refresh was cancelled.
    public var failureClass: FeedFailureClass?
    public var reason: String
    /// The library's error, when the feed's result could not be stored.
    public var storage: RefreshError?

    public init(_ reason: String, class failureClass: FeedFailureClass? = nil, storage: RefreshError? = nil) {
        self.reason = reason
        self.failureClass = failureClass
        self.storage = storage
    }

    /// The result of a feed that could not be stored.
    public static func storing(_ error: RefreshError) -> Self {
        FeedRefreshFailure(error.description, storage: error)
    }

    public var description: String { reason }
}

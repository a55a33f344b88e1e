public import SubscriptionLogic

/// What kind of failure a feed's last refresh ended in. The class decides when the feed is
/// fetched again (see `RefreshBackoff`), and `tidings feeds` shows it.
public enum FeedFailureClass: String, Equatable, Sendable, CaseIterable {
    /// 404 or 410: the address no longer serves the feed; it is checked rarely.
    case gone
    /// 401 or 403: the server refuses; tried again with the usual backoff.
    case forbidden
    /// 429: the server asked for fewer requests; its `Retry-After` is honoured.
    case rateLimited = "rate-limited"
    /// A 5xx answer, or any other error status.
    case serverError = "server-error"
    /// DNS, connection, TLS or a connection cut short.
    case network
    /// The request took longer than its timeout; tried again soon.
    case timeout
    /// An answer that is not a feed Tidings can read.
    case notAFeed = "not-a-feed"
    /// A feed whose document stopped before its end (a download cut short): its complete items
    /// were stored, and it is read whole again soon.
    case partlyRead = "partly-read"
    /// Anything else (a body over the size limit, a refused address).
    case other

    /// The class of a failed fetch.
    public init(_ failure: FetchFailure) {
        switch failure.kind {
        case .status(404), .status(410): self = .gone
        case .status(401), .status(403): self = .forbidden
        case .status(429): self = .rateLimited
        case .status: self = .serverError
        case .unreachable: self = .network
        case .timeout: self = .timeout
        case .tooLarge, .cancelled, .other: self = .other
        }
    }

    /// The class of an answer with an error `status` that the fetcher passed on.
    public init(status: Int) {
        self.init(FetchFailure(.status(status), ""))
    }
}

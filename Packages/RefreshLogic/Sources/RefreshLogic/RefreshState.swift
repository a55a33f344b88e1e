public import ArticleLogic
public import FoundationEssentials
public import LibraryModelLogic

/// What a refresh remembers of a feed between runs.
public struct RefreshState: Equatable, Sendable {
    public var etag: String?
    public var lastModified: String?
    /// The stable hash of the last body parsed, to skip parsing an unchanged body.
    public var bodyHash: Int64?
    public var status: FeedRefreshStatus

    public init(
        etag: String? = nil, lastModified: String? = nil, bodyHash: Int64? = nil,
        status: FeedRefreshStatus = .init()
    ) {
        self.etag = etag
        self.lastModified = lastModified
        self.bodyHash = bodyHash
        self.status = status
    }

    /// The state after a successful fetch at `now`.
    public func succeeded(etag: String?, lastModified: String?, bodyHash: Int64?, at now: Date)
        -> RefreshState
    {
        RefreshState(
            etag: etag ?? self.etag, lastModified: lastModified ?? self.lastModified,
            bodyHash: bodyHash ?? self.bodyHash,
            status: FeedRefreshStatus(lastAttempt: now, lastSuccess: now))
    }

    /// The state after a failure of class `failureClass` at `now`, with the next attempt pushed
    /// back by `backoff` as that class asks (honouring the server's `Retry-After`, if any).
    public func failed(
        _ reason: String, class failureClass: FeedFailureClass, retryAfterSeconds: Double? = nil,
        at now: Date,
        backoff: RefreshBackoff
    ) -> RefreshState {
        let failures = status.consecutiveFailures + 1
        var next = self
        next.status = FeedRefreshStatus(
            lastAttempt: now, lastSuccess: status.lastSuccess, lastError: reason,
            consecutiveFailures: failures,
            nextAttempt: backoff.nextAttempt(
                afterFailures: failures, of: failureClass, retryAfterSeconds: retryAfterSeconds, at: now),
            failureClass: failureClass)
        return next
    }
}

extension RefreshState {
    /// The state after a fetch whose document stopped before its end: a failure of class
    /// `partlyRead` that keeps the validators and body hash of the last whole read, so the next
    /// refresh neither gets a 304 for the cut body nor skips it as seen.
    func partlyRead(_ reason: String, at now: Date, backoff: RefreshBackoff) -> RefreshState {
        failed(reason, class: .partlyRead, at: now, backoff: backoff)
    }
}

/// A successful fetch, parsed, ready to be recorded.
public struct FetchedFeed: Sendable {
    public var feed: Feed
    public var title: String?
    public var homeURL: URL?
    public var items: [IncomingArticle]
    public var state: RefreshState
    /// When the feed was fetched: the time its articles are first seen at.
    public var fetchedAt: Date

    public init(
        feed: Feed, title: String?, homeURL: URL?, items: [IncomingArticle], state: RefreshState,
        fetchedAt: Date
    ) {
        self.feed = feed
        self.title = title
        self.homeURL = homeURL
        self.items = items
        self.state = state
        self.fetchedAt = fetchedAt
    }
}

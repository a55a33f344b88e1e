public import DatabaseService
public import FoundationEssentials
public import FullTextLogic
public import LibraryModelLogic
public import SubscriptionLogic

/// What screens and commands ask of refreshing: fetch feeds, merge what is new, and say how
/// each feed fared. It knows nothing of sync accounts: where a refresh also syncs, the screen
/// joins the two, and tells this one which feeds to leave to the servers (`skipping`).
public protocol FeedRefreshing: Sendable {
    /// Refreshes the feeds of `scope` but those in `skipped`, concurrently. `progress` is called
    /// once per feed as it finishes; the summary lists what changed and what failed. One feed's
    /// failure never stops the others. Feeds that are backing off after failures wait for their
    /// next attempt, unless the scope names that one feed.
    func refresh(
        _ scope: FeedScope, skipping skipped: Set<FeedID>,
        progress: @escaping @Sendable (RefreshProgress) -> Void
    ) async throws(RefreshError) -> RefreshSummary

    /// How the last refresh of each feed went; feeds never refreshed are absent.
    func statuses() async throws(RefreshError) -> [FeedID: FeedRefreshStatus]
}

extension FeedRefreshing {
    /// Refreshes every feed of `scope`.
    public func refresh(_ scope: FeedScope, progress: @escaping @Sendable (RefreshProgress) -> Void)
        async throws(RefreshError) -> RefreshSummary
    {
        try await refresh(scope, skipping: [], progress: progress)
    }
}

/// How one feed's refresh ended.
public enum FeedRefreshResult: Equatable, Sendable {
    /// New or changed articles were stored.
    case updated(new: Int, changed: Int)
    /// Nothing changed: the server answered 304, or the body was the same as last time.
    case unchanged
    /// Still backing off after failures; not fetched.
    case postponed(until: Date)
    /// Fetched less than its refresh interval ago (`refreshMinutes`, or
    /// `refresh.intervalMinutes`); not fetched until `until`.
    case notDue(until: Date)
    /// Paused by its own setting; never fetched until resumed.
    case paused
    /// The document stopped before its end: its complete items were stored (`new` and
    /// `changed` of them), nothing stored was removed, and the feed counts as failing.
    case partlyRead(new: Int, changed: Int, FeedRefreshFailure)
    /// The feed could not be fetched, read or stored.
    case failed(FeedRefreshFailure)
}

/// Reported as a refresh goes, once per feed as it finishes.
public struct RefreshProgress: Equatable, Sendable {
    /// Feeds finished so far.
    public var completed: Int
    public var total: Int
    /// The feed that finished, and how it fared.
    public var feed: Feed
    public var result: FeedRefreshResult
    /// The full texts fetched for that feed, when it keeps them.
    public var fullTexts: FullTextRound

    public init(
        completed: Int, total: Int, feed: Feed, result: FeedRefreshResult,
        fullTexts: FullTextRound = FullTextRound()
    ) {
        self.completed = completed
        self.total = total
        self.feed = feed
        self.result = result
        self.fullTexts = fullTexts
    }
}

/// What a whole refresh did.
public struct RefreshSummary: Equatable, Sendable {
    /// A feed that failed, and why.
    public struct Failure: Equatable, Sendable {
        public var feed: Feed
        public var failure: FeedRefreshFailure
        /// The sentence a reader sees.
        public var reason: String { failure.reason }

        public init(feed: Feed, failure: FeedRefreshFailure) {
            self.feed = feed
            self.failure = failure
        }
    }

    public var feedsChecked = 0
    public var feedsUpdated = 0
    public var newArticles = 0
    public var changedArticles = 0
    public var postponed = 0
    /// Feeds left alone because their refresh interval has not passed.
    public var notDue = 0
    /// Feeds left alone because they are paused.
    public var paused = 0
    public var failures: [Failure] = []
    /// The full texts fetched for the feeds that keep them; a page that failed is listed here,
    /// and never fails its feed.
    public var fullTexts = FullTextRound()

    public init() {}

    /// Whether every feed that was fetched succeeded.
    public var succeeded: Bool { failures.isEmpty }
}

/// How a feed has been faring.
public struct FeedRefreshStatus: Equatable, Sendable {
    public var lastAttempt: Date?
    public var lastSuccess: Date?
    /// The last failure's reason, cleared by the next success.
    public var lastError: String?
    public var consecutiveFailures: Int
    /// When a failing feed may be fetched again.
    public var nextAttempt: Date?
    /// What kind of failure the last one was, while failing.
    public var failureClass: FeedFailureClass?

    public init(
        lastAttempt: Date? = nil, lastSuccess: Date? = nil, lastError: String? = nil,
        consecutiveFailures: Int = 0,
        nextAttempt: Date? = nil, failureClass: FeedFailureClass? = nil
    ) {
        self.failureClass = failureClass
        self.lastAttempt = lastAttempt
        self.lastSuccess = lastSuccess
        self.lastError = lastError
        self.consecutiveFailures = consecutiveFailures
        self.nextAttempt = nextAttempt
    }

    /// Whether the last attempt failed.
    public var isFailing: Bool { consecutiveFailures > 0 }
}

/// Why a refresh could not start or record what it found.
public enum RefreshError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .storage(let reason): "the library could not be read or written: \(reason)"
        }
    }
}

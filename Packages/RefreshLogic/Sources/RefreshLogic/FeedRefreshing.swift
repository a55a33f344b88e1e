public import DatabaseService
public import Foundation
public import LibraryModelLogic
public import SubscriptionLogic

/// What screens and commands ask of refreshing: fetch feeds, merge what is new, and say how
/// each feed fared.
public protocol FeedRefreshing: Sendable {
    /// Refreshes the feeds in `scope` concurrently. `progress` is called once per feed as it
    /// finishes; the summary lists what changed and what failed. One feed's failure never stops
    /// the others. Within `.all` and `.tag`, feeds that are backing off after failures wait for
    /// their next attempt; `.feed` always fetches.
    func refresh(_ scope: RefreshScope, progress: @escaping @Sendable (RefreshProgress) -> Void)
        async throws(RefreshError) -> RefreshSummary

    /// How the last refresh of each feed went; feeds never refreshed are absent.
    func statuses() async throws(RefreshError) -> [FeedID: FeedRefreshStatus]
}

/// Which feeds a refresh covers.
public enum RefreshScope: Equatable, Sendable {
    case all
    case feed(FeedID)
    case tag(String)
    /// The feeds that sync accounts keep, and no local feed: a sync of every account. What the
    /// reader starts with when it opens. A library without accounts has none.
    case accounts

    /// The refresh of what `scope` names.
    public init(_ scope: FeedScope) {
        switch scope.kind {
        case .everywhere: self = .all
        case .feed(let feed): self = .feed(feed.id)
        case .tag(let tag): self = .tag(tag)
        }
    }

    /// The feeds of `all` this scope covers, by the rule `FeedScope` resolves tags with.
    func select(from all: [Feed]) throws(RefreshError) -> [Feed] {
        switch self {
        case .all:
            return all
        case .feed(let id):
            guard let feed = all.first(where: { $0.id == id }) else { throw .unknownFeed(id) }
            return [feed]
        case .tag(let tag):
            do {
                return try FeedScope.tagged(tag, among: all)
            } catch {
                throw .unknownTag(tag)
            }
        case .accounts:
            // Local feeds are never an account's; a refresher that syncs accounts picks theirs.
            return []
        }
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
    /// The document stopped before its end: its complete items were stored (`new` and
    /// `changed` of them), nothing stored was removed, and the feed counts as failing.
    case partlyRead(new: Int, changed: Int, FeedRefreshFailure)
    /// The feed could not be fetched, read or stored.
    case failed(FeedRefreshFailure)
}

/// Reported as a refresh goes: once per feed as it finishes, and, while accounts sync, at each
/// step of their syncs (an account's feeds finish when its sync ends).
public struct RefreshProgress: Equatable, Sendable {
    /// What just happened.
    public enum Event: Equatable, Sendable {
        /// A feed finished with this result.
        case feed(Feed, FeedRefreshResult)
        /// An account's sync reached a step.
        case account(SyncProgress)
    }

    /// Feeds finished so far.
    public var completed: Int
    public var total: Int
    public var event: Event

    public init(completed: Int, total: Int, event: Event) {
        self.completed = completed
        self.total = total
        self.event = event
    }

    public init(completed: Int, total: Int, feed: Feed, result: FeedRefreshResult) {
        self.init(completed: completed, total: total, event: .feed(feed, result))
    }

    /// The feed that finished; nil for an account's step.
    public var feed: Feed? {
        if case .feed(let feed, _) = event { feed } else { nil }
    }

    /// How the feed that finished fared; nil for an account's step.
    public var result: FeedRefreshResult? {
        if case .feed(_, let result) = event { result } else { nil }
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
    public var failures: [Failure] = []
    /// Sync accounts whose sync failed, with the sentence saying why: their feeds are the
    /// server's to fetch, so a refresh syncs them instead.
    public var accountFailures: [String] = []

    public init() {}

    /// Whether every feed that was fetched, and every account synced, succeeded.
    public var succeeded: Bool { failures.isEmpty && accountFailures.isEmpty }
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

/// Why a refresh could not start.
public enum RefreshError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownFeed(FeedID)
    case unknownTag(String)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .unknownFeed(let id): "there is no feed \(id); list feeds with `tidings feeds`"
        case .unknownTag(let tag): "no feed carries the tag '\(tag)'"
        case .storage(let reason): "the library could not be read or written: \(reason)"
        }
    }
}

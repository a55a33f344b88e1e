public import FoundationEssentials
public import LibraryModelLogic
public import SyncService

/// A sync server account: the model the logic returns and the screens show. It never holds the
/// password.
public struct Account: Identifiable, Equatable, Sendable {
    public var id: Int64
    /// The name commands refer to it by (by default the server's host).
    public var name: String
    public var kind: SyncServerKind
    public var url: URL
    public var user: String
    /// When a sync of it last completed.
    public var lastSync: Date?
    /// When a sync of it was last tried.
    public var lastAttempt: Date?
    /// Why the last sync failed; nil once one succeeds.
    public var lastError: String?
    /// Local changes not yet acknowledged by the server.
    public var pendingChanges: Int
    /// Local feeds that stand for the account's server feeds.
    public var feedCount: Int
    /// The command run at each sync for the password (`pass show rss`), when the account has
    /// one instead of a password file. It is what the user typed, never a password.
    public var passwordCommand: String?

    public init(
        id: Int64, name: String, kind: SyncServerKind, url: URL, user: String, lastSync: Date? = nil,
        lastAttempt: Date? = nil, lastError: String? = nil, pendingChanges: Int = 0, feedCount: Int = 0,
        passwordCommand: String? = nil
    ) {
        self.passwordCommand = passwordCommand
        self.id = id
        self.name = name
        self.kind = kind
        self.url = url
        self.user = user
        self.lastSync = lastSync
        self.lastAttempt = lastAttempt
        self.lastError = lastError
        self.pendingChanges = pendingChanges
        self.feedCount = feedCount
    }

    /// Whether the last sync failed.
    public var isOffline: Bool { lastError != nil }

    /// "offline, 3 changes waiting", "2 changes waiting", "synced", or "never synced".
    public var state: String {
        let waiting = pendingChanges == 1 ? "1 change waiting" : "\(pendingChanges) changes waiting"
        if isOffline { return "offline, \(waiting)" }
        if pendingChanges > 0 { return waiting }
        return lastSync == nil ? "never synced" : "synced"
    }

    /// The account name a server address gives when none is chosen: its host, and its port when
    /// it has one.
    public static func defaultName(for url: URL) -> String {
        guard let host = url.host, !host.isEmpty else { return url.absoluteString }
        return url.port.map { "\(host):\($0)" } ?? host
    }
}

/// What a sync did for one account.
public struct AccountSyncOutcome: Equatable, Sendable {
    public var account: String
    /// Local changes the server acknowledged.
    public var pushed: Int
    /// Server feeds that became local feeds, and local feeds removed because the server no
    /// longer has them.
    public var feedsAdded: Int
    public var feedsRemoved: Int
    /// Articles pulled that were new here.
    public var newArticles: Int
    /// Local articles whose read or starred state the server changed.
    public var stateChanges: Int
    /// The local feeds that got new articles or changed state.
    public var changedFeeds: [FeedID]
    /// How many new articles each local feed got.
    public var newArticlesByFeed: [FeedID: Int] = [:]
    /// Why the sync stopped, when it did; what was done before stays done.
    public var failure: SyncError?

    public init(
        account: String, pushed: Int = 0, feedsAdded: Int = 0, feedsRemoved: Int = 0, newArticles: Int = 0,
        stateChanges: Int = 0, changedFeeds: [FeedID] = [], failure: SyncError? = nil
    ) {
        self.account = account
        self.pushed = pushed
        self.feedsAdded = feedsAdded
        self.feedsRemoved = feedsRemoved
        self.newArticles = newArticles
        self.stateChanges = stateChanges
        self.changedFeeds = changedFeeds
        self.failure = failure
    }
}

/// What removing an account did.
public struct AccountRemoval: Equatable, Sendable {
    public var account: Account
    public var feedsRemoved: Int
    public var articlesRemoved: Int
    /// Starred articles kept, without a feed.
    public var starredKept: Int
    /// Local changes that had not reached the server and now never will.
    public var changesDropped: Int

    public init(
        account: Account, feedsRemoved: Int, articlesRemoved: Int, starredKept: Int, changesDropped: Int
    ) {
        self.account = account
        self.feedsRemoved = feedsRemoved
        self.articlesRemoved = articlesRemoved
        self.starredKept = starredKept
        self.changesDropped = changesDropped
    }
}

public import DatabaseService
public import FoundationEssentials
public import LibraryModelLogic

/// What other features do with the subscription tables inside their own unit of work: a refresh
/// reads the feeds it covers and records a feed's title and home page in the transaction that
/// stores its articles. Only SubscriptionLogic reads and writes these tables; the composition root
/// hands this to the others.
public protocol SubscriptionTables: Sendable {
    /// Every feed without counts, in id order.
    func feeds(in work: UnitOfWork) throws(DatabaseError) -> [Feed]
    /// Whether the feed is still followed (one indexed lookup).
    func isFollowed(_ id: FeedID, in work: UnitOfWork) throws(DatabaseError) -> Bool
    /// Records the title and home page a feed's document gives.
    func setSource(title: String?, homeURL: URL?, of id: FeedID, in work: UnitOfWork) throws(DatabaseError)
    /// Saves a new feed and its tags; returns its id.
    func insert(url: URL, title: String?, tags: [String], addedAt: Date, in work: UnitOfWork)
        throws(DatabaseError) -> FeedID
    /// Saves a new feed as another reader kept it (its own name, tags, hidden or not); returns
    /// its id.
    func insert(_ subscription: NewSubscription, in work: UnitOfWork) throws(DatabaseError) -> FeedID
    /// The feed followed at `url` (compared as `FeedAddress.normalized`), or nil.
    func feedID(at url: URL, in work: UnitOfWork) throws(DatabaseError) -> FeedID?
    /// Puts a tag on a feed; a tag it has already is left alone.
    func addTag(_ tag: String, to id: FeedID, in work: UnitOfWork) throws(DatabaseError)
    /// Takes a tag (any spelling of it) off a feed; a tag left on no feed goes.
    func removeTag(_ tag: String, from id: FeedID, in work: UnitOfWork) throws(DatabaseError)
    /// Deletes a feed and its tag links. Its articles are the caller's: remove them in the same
    /// unit of work through `ArticleTables.removeArticles`.
    func delete(_ id: FeedID, in work: UnitOfWork) throws(DatabaseError)
}

/// `SubscriptionTables` on the SQLite library, through the package's own `SubscriptionStore`.
public struct StoredSubscriptionTables: SubscriptionTables {
    private let store = SubscriptionStore()

    public init() {}

    public func feeds(in work: UnitOfWork) throws(DatabaseError) -> [Feed] {
        try store.feeds(on: work.connection)
    }

    public func isFollowed(_ id: FeedID, in work: UnitOfWork) throws(DatabaseError) -> Bool {
        try store.isFollowed(id, on: work.connection)
    }

    public func setSource(title: String?, homeURL: URL?, of id: FeedID, in work: UnitOfWork)
        throws(DatabaseError)
    {
        try store.setSource(title: title, homeURL: homeURL, of: id, on: work.connection)
    }

    public func insert(url: URL, title: String?, tags: [String], addedAt: Date, in work: UnitOfWork)
        throws(DatabaseError) -> FeedID
    {
        try store.insert(
            url: url, sourceTitle: title, customTitle: nil, homeURL: nil, tags: tags, addedAt: addedAt,
            on: work.connection)
    }

    public func insert(_ subscription: NewSubscription, in work: UnitOfWork) throws(DatabaseError) -> FeedID {
        try store.insert(
            url: subscription.url, sourceTitle: subscription.sourceTitle,
            customTitle: subscription.customTitle,
            homeURL: subscription.homeURL, tags: subscription.tags, hidden: subscription.isHidden,
            fullText: subscription.keepsFullText, settings: subscription.settings,
            addedAt: subscription.addedAt, on: work.connection)
    }

    public func feedID(at url: URL, in work: UnitOfWork) throws(DatabaseError) -> FeedID? {
        try store.feedID(normalizedURL: FeedAddress.normalized(url), on: work.connection)
    }

    public func addTag(_ tag: String, to id: FeedID, in work: UnitOfWork) throws(DatabaseError) {
        try store.addTag(tag, to: id, on: work.connection)
    }

    public func removeTag(_ tag: String, from id: FeedID, in work: UnitOfWork) throws(DatabaseError) {
        try store.removeTag(tag, from: id, on: work.connection)
    }

    public func delete(_ id: FeedID, in work: UnitOfWork) throws(DatabaseError) {
        try store.delete(id, on: work.connection)
    }
}

/// A feed to follow, with what the reader it comes from knew of it.
public struct NewSubscription: Equatable, Sendable {
    public var url: URL
    /// The title the feed gives itself, when known.
    public var sourceTitle: String?
    /// The reader's own name for it.
    public var customTitle: String?
    /// The site it belongs to.
    public var homeURL: URL?
    public var tags: [String]
    /// Kept out of the feed list.
    public var isHidden: Bool
    /// Whether refreshes keep its new articles' full texts.
    public var keepsFullText: Bool
    /// Its own settings (paused, refresh interval, retention, HTTP fields).
    public var settings: FeedSettings
    public var addedAt: Date

    public init(
        url: URL, sourceTitle: String? = nil, customTitle: String? = nil, homeURL: URL? = nil,
        tags: [String] = [],
        isHidden: Bool = false, keepsFullText: Bool = false, settings: FeedSettings = FeedSettings(),
        addedAt: Date
    ) {
        self.settings = settings
        self.keepsFullText = keepsFullText
        self.url = url
        self.sourceTitle = sourceTitle
        self.customTitle = customTitle
        self.homeURL = homeURL
        self.tags = tags
        self.isHidden = isHidden
        self.addedAt = addedAt
    }
}

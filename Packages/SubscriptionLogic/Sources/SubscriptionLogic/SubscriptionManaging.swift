public import FoundationEssentials
public import LibraryModelLogic

/// What screens and commands ask of subscriptions: the feeds followed, adding and removing
/// them, names and tags, and OPML.
///
/// `StoredSubscriptions` is its one implementation, on SQLite; its default, for tests, is that
/// store over `Database.openInMemory`.
public protocol SubscriptionManaging: Sendable {
    /// Every feed, with its unread and total counts, sorted by display title.
    func feeds() async throws(SubscriptionError) -> [Feed]

    /// One feed.
    func feed(_ id: FeedID) async throws(SubscriptionError) -> Feed

    /// The feed a person means by `reference`: its id, its URL, or its title (exact, then a
    /// unique case-insensitive prefix).
    func resolve(_ reference: String) async throws(SubscriptionError) -> Feed

    /// Subscribes to `url`. A feed is fetched, validated and saved; a web page is searched for
    /// the feeds it advertises: one is subscribed, several come back as candidates. With
    /// `fullText`, refreshes keep the full texts of its new articles.
    func add(_ url: URL, tags: [String], fullText: Bool) async throws(SubscriptionError) -> AddOutcome

    /// Unsubscribes; the feed's articles go too, except starred ones.
    func remove(_ id: FeedID) async throws(SubscriptionError) -> RemovalOutcome

    /// Gives the feed a name of the reader's own, or with nil goes back to the feed's title.
    @discardableResult
    func rename(_ id: FeedID, to title: String?) async throws(SubscriptionError) -> Feed

    /// Hides a feed from the feed list (its articles still show everywhere else), or with
    /// `false` shows it there again.
    @discardableResult
    func setHidden(_ id: FeedID, _ hidden: Bool) async throws(SubscriptionError) -> Feed

    /// Makes refreshes fetch the pages of a feed's new articles and keep their full texts, or
    /// with `false` keep only what the feed carries (full texts kept so far stay).
    @discardableResult
    func setKeepsFullText(_ id: FeedID, _ keeps: Bool) async throws(SubscriptionError) -> Feed

    /// Sets one of the feed's own settings, or unsets it (a change checked by
    /// `FeedSettings.change`).
    @discardableResult
    func changeSetting(_ id: FeedID, _ change: FeedSettingChange) async throws(SubscriptionError) -> Feed

    /// Puts a tag on a feed.
    @discardableResult
    func tag(_ id: FeedID, with tag: String) async throws(SubscriptionError) -> Feed

    /// Takes a tag off a feed.
    @discardableResult
    func untag(_ id: FeedID, tag: String) async throws(SubscriptionError) -> Feed

    /// Every tag in use, sorted by name.
    func tags() async throws(SubscriptionError) -> [Tag]

    /// Imports subscriptions from OPML: folders become tags, feeds already followed are skipped.
    /// `addresses` says whether `file:` feeds are followed; an imported file is not trusted
    /// with them, so an outline naming one fails.
    func importOPML(_ data: Data, addresses: ImportedAddresses) async throws(SubscriptionError)
        -> ImportReport

    /// Imports the OPML file at `file` (a local path the user named), read with the same limits
    /// as a feed: a regular file only, no larger than a document may be.
    func importOPML(file: URL) async throws(SubscriptionError) -> ImportReport

    /// Every subscription as OPML 2.0, tags as folders.
    func exportOPML() async throws(SubscriptionError) -> Data
}

/// What `add` did.
public enum AddOutcome: Equatable, Sendable {
    /// The feed is now followed.
    case added(Feed)
    /// The page advertises several feeds; add one of them by URL.
    case candidates([FeedCandidate])
}

/// A feed a web page advertises.
public struct FeedCandidate: Equatable, Sendable {
    public var url: URL
    public var title: String?
    /// The advertised MIME type, e.g. `application/atom+xml`.
    public var type: String?

    public init(url: URL, title: String?, type: String?) {
        self.url = url
        self.title = title
        self.type = type
    }
}

/// What `remove` did.
public struct RemovalOutcome: Equatable, Sendable {
    public var feed: Feed
    /// Articles deleted with it.
    public var articlesRemoved: Int
    /// Starred articles kept, now detached from any feed.
    public var starredKept: Int

    public init(feed: Feed, articlesRemoved: Int, starredKept: Int) {
        self.feed = feed
        self.articlesRemoved = articlesRemoved
        self.starredKept = starredKept
    }
}

/// What an OPML import did, outline by outline.
public struct ImportReport: Equatable, Sendable {
    /// One outline that was not added, and why.
    public struct Entry: Equatable, Sendable {
        public var title: String
        public var url: String
        public var reason: String

        public init(title: String, url: String, reason: String) {
            self.title = title
            self.url = url
            self.reason = reason
        }
    }

    public var added: [Feed]
    public var skipped: [Entry]
    public var failed: [Entry]

    public init(added: [Feed] = [], skipped: [Entry] = [], failed: [Entry] = []) {
        self.added = added
        self.skipped = skipped
        self.failed = failed
    }
}

/// Which feed addresses an OPML import follows.
public enum ImportedAddresses: Sendable {
    /// Only `http` and `https`: a file from elsewhere may not make Tidings read local files.
    case web
    /// `file:` as well, for documents Tidings ships itself (the demo library).
    case webAndLocalFiles
}

extension SubscriptionManaging {
    /// Subscribes to `url`, keeping only what the feed carries.
    public func add(_ url: URL, tags: [String]) async throws(SubscriptionError) -> AddOutcome {
        try await add(url, tags: tags, fullText: false)
    }

    /// Imports an OPML file from elsewhere: `http` and `https` feeds only.
    public func importOPML(_ data: Data) async throws(SubscriptionError) -> ImportReport {
        try await importOPML(data, addresses: .web)
    }
}

public import DatabaseService
public import FoundationEssentials
public import LibraryModelLogic

/// What other features do with articles inside their own unit of work: a refresh merges a feed's
/// items and applies retention in the transaction that records its state; removing or renaming a
/// feed changes its articles with it; a download reads the article it queues. Only ArticleLogic
/// reads and writes the article tables; the composition root hands this to the others.
public protocol ArticleTables: Sendable {
    /// One article, or nil when there is none (or retention removed it).
    func article(_ id: ArticleID, in work: UnitOfWork) throws(DatabaseError) -> Article?
    /// Unread, total and starred counts for every feed that has articles.
    func counts(in work: UnitOfWork) throws(DatabaseError) -> [FeedID: ArticleCounts]
    /// Adds new items, updates changed ones and leaves the rest; the search index follows.
    func merge(
        _ items: [IncomingArticle], into feed: FeedID, feedTitle: String, now: Date, in work: UnitOfWork
    )
        throws(DatabaseError) -> MergeOutcome
    /// Merges each group's items into its feed as `merge(_:into:feedTitle:now:in:)` does, with
    /// a few statements for the search index in all rather than a few per feed (a sync's page
    /// brings two or three articles of each of a hundred feeds); an outcome per group, in order.
    func merge(_ groups: [ArticleMergeGroup], now: Date, in work: UnitOfWork) throws(DatabaseError)
        -> [MergeOutcome]
    /// Applies the ignore rules to `feed`'s new articles `ids`: drops or hides the unstarred ones
    /// a rule for that feed or for every feed matches.
    func ignore(
        _ ids: [ArticleID], rules: [IgnoreMatch], feed: FeedDescription, now: Date, in work: UnitOfWork
    )
        throws(DatabaseError) -> IgnoreOutcome
    /// Stores the articles of `feed` the library does not have yet, each with the state it had
    /// in another reader; articles already here are left as they are.
    func importArticles(
        _ articles: [ImportedArticle], into feed: FeedID, feedTitle: String, now: Date, in work: UnitOfWork
    ) throws(DatabaseError) -> ImportedArticlesOutcome
    /// Shows every hidden article again, then hides what the hiding `rules` match now (starred
    /// ones never); `feeds` describes the feeds for rules that test their address or tags.
    /// Returns how many are hidden.
    func applyHiding(_ rules: [IgnoreMatch], feeds: [FeedDescription], now: Date, in work: UnitOfWork)
        throws(DatabaseError) -> Int
    /// Removes what `policy` no longer keeps of `feed`; returns the ids removed.
    @discardableResult
    func applyRetention(_ policy: RetentionPolicy, to feed: FeedID, now: Date, in work: UnitOfWork)
        throws(DatabaseError) -> [ArticleID]
    /// Deletes a feed's articles but its starred ones; returns how many went and stayed.
    func removeArticles(of feed: FeedID, in work: UnitOfWork) throws(DatabaseError) -> (
        removed: Int, kept: Int
    )
    /// Gives a feed's articles the feed's new title.
    func renameFeed(_ feed: FeedID, title: String, in work: UnitOfWork) throws(DatabaseError)
    /// Marks articles read or unread; returns how many changed. `origin` says whether the state
    /// was decided here or comes from a sync server (which the outbox does not send back).
    func setRead(_ ids: [ArticleID], read: Bool, origin: ArticleChange.Origin, in work: UnitOfWork)
        throws(DatabaseError) -> Int
    /// Stars or unstars articles; returns how many changed (`origin` as for `setRead`).
    func setStarred(_ ids: [ArticleID], starred: Bool, origin: ArticleChange.Origin, in work: UnitOfWork)
        throws(DatabaseError) -> Int
    /// The starred articles of `feeds`, or of the whole library when nil.
    func starredArticles(in feeds: [FeedID]?, in work: UnitOfWork) throws(DatabaseError) -> Set<ArticleID>
    /// The unread articles of `feeds`, or of the whole library when nil.
    func unreadArticles(in feeds: [FeedID]?, in work: UnitOfWork) throws(DatabaseError) -> Set<ArticleID>
    /// Keeps `html`, the article extracted from its page, beside the feed's text: the reader
    /// shows it, search and filters on `content` read it. False when the article is gone.
    func storeFullText(_ html: String, of id: ArticleID, in work: UnitOfWork) throws(DatabaseError) -> Bool
}

/// `ArticleTables` on the SQLite library: the same facade, through the package's own
/// `ArticleStore`, on the unit of work another feature hands in.
extension StoredArticles: ArticleTables {
    public func article(_ id: ArticleID, in work: UnitOfWork) throws(DatabaseError) -> Article? {
        try store.article(id, on: work.connection)
    }

    public func counts(in work: UnitOfWork) throws(DatabaseError) -> [FeedID: ArticleCounts] {
        try store.counts(on: work.connection)
    }

    public func merge(
        _ items: [IncomingArticle], into feed: FeedID, feedTitle: String, now: Date, in work: UnitOfWork
    ) throws(DatabaseError) -> MergeOutcome {
        try store.merge(items, into: feed, feedTitle: feedTitle, now: now, on: work.connection)
    }

    public func merge(_ groups: [ArticleMergeGroup], now: Date, in work: UnitOfWork) throws(DatabaseError)
        -> [MergeOutcome]
    {
        try store.merge(groups, now: now, on: work.connection)
    }

    public func ignore(
        _ ids: [ArticleID], rules: [IgnoreMatch], feed: FeedDescription, now: Date, in work: UnitOfWork
    ) throws(DatabaseError) -> IgnoreOutcome {
        let (drop, hide) = ArticleStore.ignoreConditions(rules, feed: feed, now: now)
        return try store.ignore(ids, drop: drop, hide: hide, on: work.connection)
    }

    public func importArticles(
        _ articles: [ImportedArticle], into feed: FeedID, feedTitle: String, now: Date, in work: UnitOfWork
    ) throws(DatabaseError) -> ImportedArticlesOutcome {
        try store.importArticles(articles, into: feed, feedTitle: feedTitle, now: now, on: work.connection)
    }

    public func applyHiding(_ rules: [IgnoreMatch], feeds: [FeedDescription], now: Date, in work: UnitOfWork)
        throws(DatabaseError) -> Int
    {
        try store.applyHiding(
            ArticleStore.hidingConditions(rules, feeds: feeds, now: now), on: work.connection)
    }

    @discardableResult
    public func applyRetention(_ policy: RetentionPolicy, to feed: FeedID, now: Date, in work: UnitOfWork)
        throws(DatabaseError) -> [ArticleID]
    {
        try store.applyRetention(policy, to: feed, now: now, on: work.connection)
    }

    public func removeArticles(of feed: FeedID, in work: UnitOfWork) throws(DatabaseError) -> (
        removed: Int, kept: Int
    ) {
        try store.removeArticles(of: feed, on: work.connection)
    }

    public func renameFeed(_ feed: FeedID, title: String, in work: UnitOfWork) throws(DatabaseError) {
        try store.renameFeed(feed, title: title, on: work.connection)
    }

    public func setRead(_ ids: [ArticleID], read: Bool, origin: ArticleChange.Origin, in work: UnitOfWork)
        throws(DatabaseError) -> Int
    {
        try store.setRead(ids, read: read, origin: origin, on: work.connection)
    }

    public func setStarred(
        _ ids: [ArticleID], starred: Bool, origin: ArticleChange.Origin, in work: UnitOfWork
    ) throws(DatabaseError) -> Int {
        try store.setStarred(ids, starred: starred, origin: origin, on: work.connection)
    }

    public func starredArticles(in feeds: [FeedID]?, in work: UnitOfWork) throws(DatabaseError) -> Set<
        ArticleID
    > {
        try store.starredArticles(in: feeds, on: work.connection)
    }

    public func unreadArticles(in feeds: [FeedID]?, in work: UnitOfWork) throws(DatabaseError) -> Set<
        ArticleID
    > {
        try store.unreadArticles(in: feeds, on: work.connection)
    }

    public func storeFullText(_ html: String, of id: ArticleID, in work: UnitOfWork) throws(DatabaseError)
        -> Bool
    {
        try store.storeFullText(html, of: id, on: work.connection)
    }
}

public import ArticleLogic
public import DatabaseService
public import FilterLogic
public import FoundationEssentials

/// What screens and commands ask of query feeds. `StoredQueryFeeds`, its one implementation,
/// keeps them in the library's database and counts them through the article logic;
/// `StoredQueryFeeds.inMemory(now:)` is its default.
public protocol QueryFeedManaging: Sendable {
    /// Every query feed, by name.
    func queryFeeds() async throws(QueryFeedError) -> [QueryFeed]

    /// Every query feed, by name, with the counts of what it matches now.
    func counted() async throws(QueryFeedError) -> [CountedQueryFeed]

    /// The counts of what `feed` matches now.
    func counts(of feed: QueryFeed) async throws(QueryFeedError) -> ArticleCounts

    /// The query feed named `name` (in any letter case).
    func queryFeed(named name: String) async throws(QueryFeedError) -> QueryFeed

    /// Saves a query feed; the name is trimmed, must not be blank, and must be new.
    func add(name: String, expression: FilterExpression, tags: [String]) async throws(QueryFeedError)
        -> QueryFeed

    /// Removes the query feed named `name` (in any letter case) and returns it. Its articles
    /// stay in their feeds.
    @discardableResult
    func remove(named name: String) async throws(QueryFeedError) -> QueryFeed
}

/// What other features do with query feeds inside their own unit of work: an import from another
/// reader adds the query feeds it had.
public protocol QueryFeedTables: Sendable {
    /// Every query feed's name.
    func names(in work: UnitOfWork) throws(DatabaseError) -> [String]
    /// Saves a query feed, unless one of that name (in any letter case) exists; returns whether
    /// it was saved. The name is trimmed, and must not be blank.
    func add(name: String, expression: FilterExpression, tags: [String], added: Date, in work: UnitOfWork)
        throws(DatabaseError) -> Bool
}

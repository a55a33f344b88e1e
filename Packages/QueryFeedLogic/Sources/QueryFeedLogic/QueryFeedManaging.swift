public import ArticleLogic
public import FilterLogic

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

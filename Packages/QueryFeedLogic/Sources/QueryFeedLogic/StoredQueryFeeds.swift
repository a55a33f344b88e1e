public import ArticleLogic
public import DatabaseService
public import FilterLogic
public import FoundationEssentials
import LibraryModelLogic
import UnicodeTextService

/// `QueryFeedManaging` on the library's SQLite database, through `QueryFeedStore`: its one
/// implementation. What a query feed matches is counted by the article logic, over every feed.
/// `inMemory(now:)` is the default for tests and for screens built before the library exists:
/// the same code over an in-memory database that holds the article tables too.
public struct StoredQueryFeeds: QueryFeedManaging {
    private let database: Database
    private let articles: any ArticleReading
    private let now: @Sendable () -> Date

    public init(database: Database, articles: any ArticleReading, now: @escaping @Sendable () -> Date) {
        self.database = database
        self.articles = articles
        self.now = now
    }

    /// The store on a new in-memory database with the article and query feed schemas migrated.
    public static func inMemory(now: @escaping @Sendable () -> Date) async throws(QueryFeedError)
        -> StoredQueryFeeds
    {
        do {
            let (database, articles) = try await StoredArticles.inMemoryLibrary(
                adding: [QueryFeedSchema.schema], now: now)
            return StoredQueryFeeds(database: database, articles: articles, now: now)
        } catch {
            throw .storage(error)
        }
    }

    public func queryFeeds() async throws(QueryFeedError) -> [QueryFeed] {
        let rows = try await access { try await database.read { try QueryFeedStore().rows(on: $0) } }
        var feeds: [QueryFeed] = []
        for row in rows { feeds.append(try Self.queryFeed(from: row)) }
        return feeds
    }

    public func counted() async throws(QueryFeedError) -> [CountedQueryFeed] {
        var counted: [CountedQueryFeed] = []
        for feed in try await queryFeeds() {
            counted.append(CountedQueryFeed(feed: feed, counts: try await counts(of: feed)))
        }
        return counted
    }

    public func counts(of feed: QueryFeed) async throws(QueryFeedError) -> ArticleCounts {
        do {
            return try await articles.counts(matching: feed.expression, in: nil)
        } catch .filterTooSlow(let filter, let milliseconds) {
            throw .tooSlow(name: feed.name, .filterTooSlow(filter: filter, milliseconds: milliseconds))
        } catch {
            throw .articles(error)
        }
    }

    public func queryFeed(named name: String) async throws(QueryFeedError) -> QueryFeed {
        let feeds = try await queryFeeds()
        guard let feed = feeds.first(where: { Self.same($0.name, name) }) else {
            throw .unknown(name, known: feeds.map(\.name))
        }
        return feed
    }

    public func add(name: String, expression: FilterExpression, tags: [String]) async throws(QueryFeedError)
        -> QueryFeed
    {
        let name = try QueryFeed.validName(name)
        let tags = Self.normalized(tags)
        let added = now()
        let id: Int64? = try await access {
            try await database.write { connection in
                try QueryFeedStore().insertUnlessNamed(
                    name: name, expression: expression.source, tags: tags, added: added, on: connection)
            }
        }
        guard let id else { throw .duplicate(name) }
        return QueryFeed(id: id, name: name, expression: expression, tags: tags, added: added)
    }

    @discardableResult
    public func remove(named name: String) async throws(QueryFeedError) -> QueryFeed {
        let feed = try await queryFeed(named: name)
        try await access { try await database.write { try QueryFeedStore().delete(feed.id, on: $0) } }
        return feed
    }

    // MARK: Helpers

    private static func queryFeed(from row: QueryFeedStore.Row) throws(QueryFeedError) -> QueryFeed {
        do {
            return QueryFeed(
                id: row.id, name: row.name, expression: try FilterExpression(parsing: row.expression),
                tags: row.tags, added: row.added)
        } catch {
            throw .unreadable(name: row.name, error)
        }
    }

    /// Names compare without regard to letter case, as tags do.
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        TextOrder.same(lhs, rhs)
    }

    /// Tags trimmed and with white space collapsed, without repeats (in any case), sorted.
    static func normalized(_ tags: [String]) -> [String] {
        var kept: [String] = []
        for tag in tags.compactMap(Tag.normalized) where !kept.contains(where: { Tag.same($0, tag) }) {
            kept.append(tag)
        }
        return kept.sorted { TextOrder.increasing($0, $1, numeric: true) }
    }

    private func access<T>(_ work: () async throws -> T) async throws(QueryFeedError) -> T {
        do {
            return try await work()
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}

/// `QueryFeedTables` on the library's database, through `QueryFeedStore`.
public struct StoredQueryFeedTables: QueryFeedTables {
    public init() {}

    public func names(in work: UnitOfWork) throws(DatabaseError) -> [String] {
        try QueryFeedStore().rows(on: work.connection).map(\.name)
    }

    public func add(
        name: String, expression: FilterExpression, tags: [String], added: Date, in work: UnitOfWork
    )
        throws(DatabaseError) -> Bool
    {
        guard let name = try? QueryFeed.validName(name) else { return false }
        return try QueryFeedStore().insertUnlessNamed(
            name: name, expression: expression.source, tags: StoredQueryFeeds.normalized(tags), added: added,
            on: work.connection) != nil
    }
}

public import DatabaseService
public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// The articles of a SQLite library: the package's one facade. It answers the screens
/// (`ArticleReading`) and the features that join a unit of work (`ArticleTables`), through the
/// internal `ArticleStore`, and tells `observers` (the sync outbox) of every change of read or
/// starred state and every deletion, in the transaction that makes it.
public final class StoredArticles: ArticleReading {
    private let database: Database
    let store: ArticleStore
    private let subscriptions: any SubscriptionFacts
    private let renderer: ArticleRenderer
    private let now: @Sendable () -> Date
    /// How long a read or write that applies a filter may run before it is stopped.
    private let filterBudget: Duration

    /// - Parameter filterBudget: how long a query that applies a filter may take
    ///   (`filters.timeBudgetMilliseconds`); past it the query stops and names the filter.
    public init(
        database: Database, subscriptions: any SubscriptionFacts,
        renderer: ArticleRenderer = ArticleRenderer(),
        observers: [any ArticleChangeObserving] = [],
        filterBudget: Duration = .seconds(2),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.filterBudget = filterBudget
        self.database = database
        self.store = ArticleStore(observers: observers)
        self.subscriptions = subscriptions
        self.renderer = renderer
        self.now = now
    }

    public func arrivals(since: Date, titlesPerFeed: Int) async throws(ArticleError) -> [FeedArrivals] {
        let store = store
        return try await access {
            try await self.database.read {
                try store.arrivals(since: since, titlesPerFeed: titlesPerFeed, on: $0)
            }
        }
    }

    public func page(_ query: ArticleQuery, after cursor: PageCursor?, limit: Int) async throws(ArticleError)
        -> ArticlePage
    {
        let feeds = query.feeds
        if let feeds, feeds.isEmpty { return ArticlePage(articles: [], next: nil) }
        let store = store
        let moment = now()
        let matching = try await compiledIfAny(query.match, now: moment)
        if let matching { try await index(matching.indexes) }
        let budget = matching == nil ? nil : filterBudget
        let articles = try await access(filter: query.match) {
            try await self.database.read { connection in
                try Self.within(budget, on: connection) {
                    try store.page(
                        query.filter, feeds: feeds, matching: matching, after: cursor, limit: limit + 1,
                        now: moment,
                        on: connection)
                }
            }
        }
        let shown = Array(articles.prefix(limit))
        let next = articles.count > limit ? shown.last.map(PageCursor.init(after:)) : nil
        return ArticlePage(articles: shown, next: next)
    }

    public func article(_ id: ArticleID) async throws(ArticleError) -> Article {
        let store = store
        let found = try await access { try await self.database.read { try store.article(id, on: $0) } }
        guard let found else { throw .notFound(id) }
        return found
    }

    public func setRead(_ ids: [ArticleID], read: Bool) async throws(ArticleError) -> Int {
        try await changeState(ids) { store, connection in
            try store.setRead(ids, read: read, origin: .local, on: connection)
        }
    }

    public func setStarred(_ ids: [ArticleID], starred: Bool) async throws(ArticleError) -> Int {
        try await changeState(ids) { store, connection in
            try store.setStarred(ids, starred: starred, origin: .local, on: connection)
        }
    }

    public func markAllRead(in feeds: [FeedID]?, matching expression: FilterExpression?, before: Date?)
        async throws(ArticleError) -> Int
    {
        if let feeds, feeds.isEmpty { return 0 }
        let store = store
        let matching = try await compiledIfAny(expression, now: now())
        let budget = matching == nil ? nil : filterBudget
        return try await access(filter: expression) {
            try await self.database.write { connection in
                try Self.within(budget, on: connection) {
                    try store.markAllRead(feeds: feeds, matching: matching, before: before, on: connection)
                }
            }
        }
    }

    public func applyHiding(_ rules: [IgnoreMatch]) async throws(ArticleError) -> Int {
        let feeds =
            rules.contains { $0.expression.usesFeedAttributes } ? try await subscriptions.descriptions() : []
        let conditions = ArticleStore.hidingConditions(rules, feeds: feeds, now: now())
        let store = store
        return try await access {
            try await self.database.write { try store.applyHiding(conditions, on: $0) }
        }
    }

    public func search(_ query: String, limit: Int) async throws(ArticleError) -> [SearchHit] {
        let expression = try SearchSyntax.translate(query)
        try await index(.words)
        let store = store
        return try await access {
            try await self.database.read { try store.search(expression, limit: limit, on: $0) }
        }
    }

    public func counts() async throws(ArticleError) -> [FeedID: ArticleCounts] {
        let store = store
        return try await access { try await self.database.read { try store.counts(on: $0) } }
    }

    public func counts(matching expression: FilterExpression, in feeds: [FeedID]?) async throws(ArticleError)
        -> ArticleCounts
    {
        let store = store
        let matching = try await compiled(expression, now: now())
        try await index(matching.indexes)
        let budget = filterBudget
        return try await access(filter: expression) {
            try await self.database.read { connection in
                try connection.withTimeBudget(budget) {
                    try store.counts(feeds: feeds, matching: matching, on: connection)
                }
            }
        }
    }

    public func readable(_ id: ArticleID, width: Int, text: ArticleTextChoice) async throws(ArticleError)
        -> ReadableArticle
    {
        renderer.readable(try await article(id), width: width, text: text)
    }

    /// Takes the articles stored since the search index was last read into it, deriving their
    /// text from their rows (refresh, sync and import leave them waiting; see
    /// `SearchIndexBatch`). Searches and filters that read the index call this first; a
    /// read-only library is left as it is.
    public func indexForSearch() async throws(ArticleError) {
        try await index(.all)
    }

    /// Brings `indexes` up to date with the articles waiting for them; a read when none wait.
    private func index(_ indexes: SearchIndexes) async throws(ArticleError) {
        guard !database.options.readOnly, !indexes.isEmpty else { return }
        let store = store
        try await access {
            let waiting = try await self.database.read { try store.waiting(in: indexes, on: $0) }
            guard !waiting.isEmpty else { return }
            try await self.database.write { try store.catchUp(waiting, on: $0) }
        }
    }

    // MARK: Helpers

    /// A filter as SQL, with the feed list read when the filter tests feeds.
    private func compiled(_ expression: FilterExpression, now: Date) async throws(ArticleError) -> FilterSQL {
        let feeds = expression.usesFeedAttributes ? try await subscriptions.descriptions() : []
        return FilterCompiler(feeds: feeds, now: now).compile(expression)
    }

    /// A filter as SQL when there is one.
    private func compiledIfAny(_ expression: FilterExpression?, now: Date) async throws(ArticleError)
        -> FilterSQL?
    {
        guard let expression else { return nil }
        return try await compiled(expression, now: now)
    }

    /// Changes state in one transaction after checking that every article exists.
    private func changeState(
        _ ids: [ArticleID], _ change: @escaping @Sendable (ArticleStore, DatabaseConnection) throws -> Int
    ) async throws(ArticleError) -> Int {
        let store = store
        let result: Result<Int, ArticleError> = try await access {
            try await self.database.write { connection in
                let existing = try store.existing(ids, on: connection)
                if let missing = ids.first(where: { !existing.contains($0) }) {
                    return .failure(ArticleError.notFound(missing))
                }
                return .success(try change(store, connection))
            }
        }
        return try result.get()
    }

    /// Runs `body` within `budget` when there is one (a query that applies a filter).
    private static func within<T>(
        _ budget: Duration?, on connection: DatabaseConnection, _ body: () throws -> T
    )
        throws -> T
    {
        guard let budget else { return try body() }
        return try connection.withTimeBudget(budget, body)
    }

    /// Runs a database access, turning its errors into `ArticleError`; a query stopped by its
    /// time budget names `filter`.
    private func access<T>(filter: FilterExpression? = nil, _ work: () async throws -> T)
        async throws(ArticleError)
        -> T
    {
        do {
            return try await work()
        } catch let error as ArticleError {
            throw error
        } catch DatabaseError.timeBudgetExceeded(let milliseconds) where filter != nil {
            throw .filterTooSlow(filter: filter?.source ?? "", milliseconds: milliseconds)
        } catch DatabaseError.fullTextSearchSyntax(let message) {
            throw .invalidSearch(message)
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}

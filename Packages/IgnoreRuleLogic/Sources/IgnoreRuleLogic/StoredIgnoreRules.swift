public import ArticleLogic
public import DatabaseService
public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// `IgnoreRuleManaging` on the library's SQLite database, through `IgnoreRuleStore`: its one
/// implementation. Hiding and testing go through the article logic, so the SQL a rule becomes is
/// written in one place. `inMemory(now:)` is the default for tests and for screens built before
/// the library exists: the same code over an in-memory database that holds the article tables.
public struct StoredIgnoreRules: IgnoreRuleManaging {
    private let database: Database
    private let articles: any ArticleReading
    private let now: @Sendable () -> Date

    public init(database: Database, articles: any ArticleReading, now: @escaping @Sendable () -> Date) {
        self.database = database
        self.articles = articles
        self.now = now
    }

    /// The store on a new in-memory database with the article and killfile schemas migrated.
    public static func inMemory(now: @escaping @Sendable () -> Date) async throws(IgnoreRuleError)
        -> StoredIgnoreRules
    {
        do {
            let (database, articles) = try await StoredArticles.inMemoryLibrary(
                adding: [IgnoreRuleSchema.schema], now: now)
            return StoredIgnoreRules(database: database, articles: articles, now: now)
        } catch {
            throw .storage(error)
        }
    }

    public func rules() async throws(IgnoreRuleError) -> [IgnoreRule] {
        let rows = try await access { try await database.read { try IgnoreRuleStore().rules(on: $0) } }
        var rules: [IgnoreRule] = []
        for row in rows { rules.append(try row.get()) }
        return rules
    }

    public func add(_ expression: FilterExpression, feed: FeedID?, hides: Bool) async throws(IgnoreRuleError)
        -> (rule: IgnoreRule, hidden: Int)
    {
        let added = now()
        let id = try await access {
            try await database.write {
                try IgnoreRuleStore().insert(expression, feed: feed, hides: hides, added: added, on: $0)
            }
        }
        let rule = IgnoreRule(id: id, expression: expression, feed: feed, hides: hides, added: added)
        return (rule, try await hideAgain())
    }

    @discardableResult
    public func remove(_ id: Int64) async throws(IgnoreRuleError) -> IgnoreRule {
        let all = try await rules()
        guard let rule = all.first(where: { $0.id == id }) else { throw .unknown(id, known: all.map(\.id)) }
        _ = try await access { try await database.write { try IgnoreRuleStore().delete(id, on: $0) } }
        if rule.hides { _ = try await hideAgain() }
        return rule
    }

    public func test(_ expression: FilterExpression, feed: FeedID?, newest: Int) async throws(IgnoreRuleError)
        -> IgnoreTest
    {
        do {
            let feeds = feed.map { [$0] }
            let matched = try await articles.counts(matching: expression, in: feeds)
            let page = try await articles.page(
                ArticleQuery(feeds: feed.map { [$0] }, match: expression), after: nil, limit: newest)
            return IgnoreTest(matched: matched, newest: page.articles)
        } catch {
            throw .articles(error)
        }
    }

    /// Hides what the hiding rules match now, and shows again what none does.
    private func hideAgain() async throws(IgnoreRuleError) -> Int {
        let hiding = try await rules().filter(\.hides).map(\.match)
        do {
            return try await articles.applyHiding(hiding)
        } catch {
            throw .articles(error)
        }
    }

    private func access<T>(_ work: () async throws -> T) async throws(IgnoreRuleError) -> T {
        do {
            return try await work()
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}

/// `IgnoreRuleTables` on the library's database: the rules a refresh applies in its unit of work.
public struct StoredIgnoreRuleTables: IgnoreRuleTables {
    public init() {}

    public func rules(in work: UnitOfWork) throws(DatabaseError) -> [IgnoreRule] {
        // A rule that no longer reads catches nothing here; the ignore commands report it.
        try IgnoreRuleStore().rules(on: work.connection).compactMap { try? $0.get() }
    }

    public func add(
        _ expression: FilterExpression, feed: FeedID?, hides: Bool, added: Date, in work: UnitOfWork
    )
        throws(DatabaseError) -> Int64
    {
        try IgnoreRuleStore().insert(expression, feed: feed, hides: hides, added: added, on: work.connection)
    }
}

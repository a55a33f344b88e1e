public import DatabaseService
public import FoundationEssentials

extension StoredArticles {
    /// A new in-memory database with the article tables and `schemas` migrated, and the article
    /// store over it (describing no feeds): what the defaults of the features built on articles
    /// (query feeds, the killfile) stand on, so that they run the product's own code.
    public static func inMemoryLibrary(adding schemas: [DatabaseSchema], now: @escaping @Sendable () -> Date)
        async throws(DatabaseError) -> (database: Database, articles: StoredArticles)
    {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([ArticleSchema.schema] + schemas)
        return (
            database, StoredArticles(database: database, subscriptions: FixedSubscriptionFacts(), now: now)
        )
    }
}

import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import Testing

/// The trigram index of titles behind `title =~ "literal"`: it answers as the scan would, follows
/// every change to a title, and is built for a library that had titles before it.
@Suite struct TitleIndexTests {
    @Test func plainPatternsOfThreeOrMoreCharactersMatchAsTheScanDoes() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"title =~ "IFT""#) == ["a1", "b3"])
        #expect(try await library.guids(#"title =~ "sw""#) == ["a1", "b3"])
        #expect(try await library.guids(#"title =~ "o'brien's \"quoted""#) == [injection])
        #expect(try await library.guids(#"title !~ "ift""#) == ["a2", "b4", injection])
        #expect(try await library.guids(#"title =~ "swift tour""#) == ["b3"])
    }

    /// Titles wait (`article_titles_backlog`) until the first `=~` filter on titles; a title
    /// changed or removed while waiting never touches the index, which holds no entry for it.
    @Test func theIndexFollowsChangedAndRemovedTitles() async throws {
        let library = try await FilterLibrary()
        #expect(try await Self.waitingTitles(library.database) > 0)
        try await library.database.write { connection in
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()).merge(
                [IncomingArticle(guid: "b3", title: "Taylor Sw tour", published: testNow, summary: "Dates")],
                into: feedB, feedTitle: "B feed", now: testNow, in: UnitOfWork(connection))
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts())
                .removeArticles(of: feedA, in: UnitOfWork(connection))
        }
        #expect(try await library.guids(#"title =~ "swift""#) == [])
        #expect(try await Self.waitingTitles(library.database) == 0)
        #expect(try await library.guids(#"title =~ "sw tour""#) == ["b3"])
        try await Self.expectIndexMatchesTitles(library.database)
        // Once indexed, a change and a removal follow in the index at once.
        try await library.database.write { connection in
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()).merge(
                [
                    IncomingArticle(
                        guid: "b3", title: "Taylor Swift again", published: testNow, summary: "Dates")
                ],
                into: feedB, feedTitle: "B feed", now: testNow, in: UnitOfWork(connection))
        }
        try await Self.expectIndexMatchesTitles(library.database)
        #expect(try await library.guids(#"title =~ "swift again""#) == ["b3"])
        #expect(try await library.guids(#"title =~ "sw tour""#) == [])
    }

    static func waitingTitles(_ database: Database) async throws -> Int64 {
        try await database.read { connection in
            try connection.scalar("SELECT count(*) FROM article_titles_backlog").int64Value ?? -1
        }
    }

    /// New rows' titles are indexed in batches at the end of a merge or an import, not by a
    /// trigger per row: every row, tombstones too, so that removing them later keeps the index
    /// whole (FTS5's integrity check compares it with the stored titles).
    @Test func batchedTitlesKeepTheIndexWhole() async throws {
        let library = try await FilterLibrary()
        let many = (0..<700).map { number in
            IncomingArticle(
                guid: "m\(number)", title: number == 650 ? "A rare qwzx title" : "Batch title \(number)",
                published: testNow, summary: "x", plainText: "x")
        }
        let imported = [
            ImportedArticle(
                article: IncomingArticle(guid: "t1", title: "Removed swift", published: testNow),
                isRead: true, isStarred: false, isRemoved: true),
            ImportedArticle(
                article: IncomingArticle(guid: "t2", title: "Kept swift", published: testNow),
                isRead: false, isStarred: false, isRemoved: false),
        ]
        try await library.database.write { connection in
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()).merge(
                many, into: feedB, feedTitle: "B feed", now: testNow, in: UnitOfWork(connection))
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts())
                .importArticles(
                    imported, into: feedA, feedTitle: "A feed", now: testNow, in: UnitOfWork(connection))
        }
        #expect(try await library.guids(#"title =~ "qwzx""#) == ["m650"])
        #expect(try await library.guids(#"title =~ "kept swift""#) == ["t2"])
        try await Self.expectIndexMatchesTitles(library.database)
        try await library.database.write { connection in
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts())
                .removeArticles(of: feedA, in: UnitOfWork(connection))
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts())
                .removeArticles(of: feedB, in: UnitOfWork(connection))
        }
        try await Self.expectIndexMatchesTitles(library.database)
    }

    /// FTS5's own check of an external-content index against the table it indexes.
    static func expectIndexMatchesTitles(_ database: Database) async throws {
        try await database.write { connection in
            try connection.execute(
                "INSERT INTO article_titles (article_titles, rank) VALUES ('integrity-check', 1)")
        }
    }

    @Test func aLibraryFromBeforeTheIndexGetsItBuilt() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let before = DatabaseSchema(
            name: "articles", migrations: Array(ArticleSchema.schema.migrations.prefix(2)))
        try await database.migrate(before)
        // A row as a version of Tidings from before the index stored it.
        let stored = testNow.timeIntervalSince1970 * 1000
        try await database.write { connection in
            try connection.execute(
                """
                INSERT INTO articles (feed_id, feed_title, guid, title, first_seen, sort_date, content_hash, last_seen)
                VALUES (?, 'A feed', 'old', 'An old Swift title', ?, ?, 1, ?)
                """, [feedA.rawValue, Int64(stored), Int64(stored), Int64(stored)])
        }
        try await database.migrate(ArticleSchema.schema)
        let articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
        let query = ArticleQuery(match: try FilterExpression(parsing: #"title =~ "swift""#))
        #expect(try await articles.page(query, after: nil, limit: 5).articles.map(\.guid) == ["old"])
        let check = try await database.read { connection in
            try connection.scalar("SELECT count(*) FROM article_titles WHERE article_titles MATCH '\"old\"'")
        }
        #expect(check == .integer(1))
        try await Self.expectIndexMatchesTitles(database)
    }
}

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

    @Test func theIndexFollowsChangedAndRemovedTitles() async throws {
        let library = try await FilterLibrary()
        try await library.database.write { connection in
            _ = try StoredArticleTables().merge(
                [IncomingArticle(guid: "b3", title: "Taylor Sw tour", published: testNow, summary: "Dates")],
                into: feedB, feedTitle: "B feed", now: testNow, in: UnitOfWork(connection))
            _ = try StoredArticleTables().removeArticles(of: feedA, in: UnitOfWork(connection))
        }
        #expect(try await library.guids(#"title =~ "swift""#) == [])
        #expect(try await library.guids(#"title =~ "sw tour""#) == ["b3"])
    }

    @Test func aLibraryFromBeforeTheIndexGetsItBuilt() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let before = DatabaseSchema(
            name: "articles", migrations: Array(ArticleSchema.schema.migrations.prefix(2)))
        try await database.migrate(before)
        try await database.write { connection in
            _ = try StoredArticleTables().merge(
                [IncomingArticle(guid: "old", title: "An old Swift title", published: testNow, summary: "x")],
                into: feedA, feedTitle: "A feed", now: testNow, in: UnitOfWork(connection))
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
    }
}

import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import Testing

/// Filters that a backtracking regular-expression engine takes seconds per title on: POSIX
/// matching without captures answers them in time linear in the text, and a query that still
/// runs too long is stopped and names its filter.
@Suite struct FilterBudgetTests {
    /// A library of 10,000 articles titled with forty `a`s (and one ending in `!`).
    static func library(filterBudget: Duration) async throws -> StoredArticles {
        let database = try Database.openInMemory(options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
        try await database.migrate(ArticleSchema.schema)
        let title = String(repeating: "a", count: 40)
        let items = (0..<10_000).map { index in
            IncomingArticle(
                guid: "g\(index)", title: index == 0 ? title + "!" : title,
                published: testNow - Double(index),
                summary: "s", plainText: "s")
        }
        try await database.write { connection in
            let tables = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
            _ = try tables.merge(
                items, into: FeedID(1), feedTitle: "As", now: testNow, in: UnitOfWork(connection))
        }
        return StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), filterBudget: filterBudget,
            now: { testNow })
    }

    @Test func nestedRepetitionOverTenThousandTitlesAnswers() async throws {
        let articles = try await Self.library(filterBudget: .seconds(60))
        let counts = try await articles.counts(
            matching: try FilterExpression(parsing: #"title =~ "^(a+)+$""#), in: nil)
        #expect(counts.total == 9_999)
        let page = try await articles.page(
            ArticleQuery(match: try FilterExpression(parsing: #"title =~ "^(a+)+!$""#)), after: nil, limit: 5)
        #expect(page.articles.map(\.guid) == ["g0"])
    }

    @Test func aFilterPastItsBudgetIsStoppedAndNamed() async throws {
        let articles = try await Self.library(filterBudget: .zero)
        let filter = try FilterExpression(parsing: #"title =~ "^(a+)+$""#)
        await #expect(throws: ArticleError.filterTooSlow(filter: filter.source, milliseconds: 0)) {
            _ = try await articles.counts(matching: filter, in: nil)
        }
        // A page stops reading at its last row; one that matches nothing reads them all.
        let nothing = try FilterExpression(parsing: #"title =~ "^(a+)+b$""#)
        await #expect(throws: ArticleError.filterTooSlow(filter: nothing.source, milliseconds: 0)) {
            _ = try await articles.page(ArticleQuery(match: nothing), after: nil, limit: 5)
        }
        // Without a filter, the budget does not apply.
        #expect(try await articles.page(ArticleQuery(), after: nil, limit: 5).articles.count == 5)
    }
}

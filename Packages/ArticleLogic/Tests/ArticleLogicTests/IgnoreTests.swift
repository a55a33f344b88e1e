import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import Testing

/// The killfile on the article tables: dropping and hiding new articles, hiding stored ones, and
/// never a starred one.
@Suite struct IgnoreTests {
    func rule(_ source: String, feed: FeedID? = nil, hides: Bool = false) throws -> IgnoreMatch {
        IgnoreMatch(expression: try FilterExpression(parsing: source), feed: feed, hides: hides)
    }

    /// Merges `titles` into feed A as new articles, applying `rules` as a refresh does.
    func arrive(_ titles: [String], rules: [IgnoreMatch], in library: FilterLibrary) async throws
        -> IgnoreOutcome
    {
        try await library.database.write { connection in
            let work = UnitOfWork(connection)
            let merged = try StoredArticles(
                database: library.database, subscriptions: FixedSubscriptionFacts()
            ).merge(
                titles.map {
                    IncomingArticle(guid: $0, title: $0, published: testNow, summary: $0, plainText: $0)
                },
                into: feedA, feedTitle: "A feed", now: testNow, in: work)
            return try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts())
                .ignore(
                    merged.inserted, rules: rules, feed: FilterLibrary.feeds[0], now: testNow, in: work)
        }
    }

    @Test func droppedArticlesAreTombstonesThatDoNotComeBack() async throws {
        let library = try await FilterLibrary()
        let outcome = try await arrive(
            ["Sponsored: buy", "Real news"], rules: [try rule(#"title =~ "^sponsored""#)], in: library)
        #expect(outcome.dropped.count == 1)
        #expect(outcome.hidden.isEmpty)
        #expect(try await library.guids(#"title =~ "sponsored|real""#) == ["Real news"])
        let again = try await arrive(["Sponsored: buy"], rules: [], in: library)
        #expect(again == IgnoreOutcome())
        #expect(try await library.articles.search("sponsored", limit: 5).isEmpty)
        #expect(try await library.articles.counts()[feedA]?.total == 3)
    }

    @Test func hiddenArticlesAreStoredButOutOfListsCountsAndSearch() async throws {
        let library = try await FilterLibrary()
        let outcome = try await arrive(
            ["Weekly ad", "Daily note"], rules: [try rule(#"title # "ad""#, hides: true)], in: library)
        #expect(outcome.hidden.count == 1)
        #expect(try await library.guids(#"title =~ "weekly ad|daily""#) == ["Daily note"])
        #expect(try await library.articles.counts()[feedA]?.total == 3)
        #expect(try await library.articles.search("ad", limit: 5).isEmpty)
        #expect(try await library.articles.applyHiding([]) == 0)
        #expect(try await Set(library.guids(#"title =~ "weekly ad|daily""#)) == ["Daily note", "Weekly ad"])
    }

    @Test func rulesForAnotherFeedDoNotApply() async throws {
        let library = try await FilterLibrary()
        let outcome = try await arrive(["Anything"], rules: [try rule("age >= 0", feed: feedB)], in: library)
        #expect(outcome == IgnoreOutcome())
    }

    @Test func hidingStoredArticlesSparesTheStarredAndFollowsItsFeed() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.articles.applyHiding([try rule(#"title =~ "swift""#, hides: true)]) == 1)
        #expect(try await library.guids(#"title =~ "swift""#) == ["b3"])
        #expect(try await library.articles.applyHiding([try rule("age >= 0", feed: feedB, hides: true)]) == 2)
        #expect(try await library.guids("age >= 0") == ["a1", "a2", "b3"])
        #expect(try await library.articles.counts()[feedB]?.total == 1)
        #expect(try await library.articles.applyHiding([]) == 0)
        #expect(try await library.guids("age >= 0").count == 5)
    }
}

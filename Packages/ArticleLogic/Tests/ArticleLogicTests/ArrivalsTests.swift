import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import Testing

/// What arrived since a moment: what a notification of new articles is written from.
@Suite struct ArrivalsTests {
    let database: Database
    let articles: StoredArticles

    init() async throws {
        database = try Database.openInMemory(options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
        try await database.migrate(ArticleSchema.schema)
        articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
    }

    /// Merges `titles` into `feed` as a refresh at `seen` would; each is published an hour after
    /// the one before it, so the last is the newest.
    @discardableResult
    func arrive(_ titles: [String], in feed: FeedID, seen: Date, hiding rules: [IgnoreMatch] = [])
        async throws -> [ArticleID]
    {
        try await database.write { connection in
            let work = UnitOfWork(connection)
            let store = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
            let merged = try store.merge(
                titles.enumerated().map { index, title in
                    IncomingArticle(
                        guid: title, title: title, published: seen.addingTimeInterval(Double(index) * 3600),
                        summary: title, plainText: title)
                },
                into: feed, feedTitle: "feed \(feed.rawValue)", now: seen, in: work)
            _ = try store.ignore(
                merged.inserted, rules: rules,
                feed: FeedDescription(id: feed, url: "https://\(feed.rawValue).example/feed", tags: []),
                now: seen, in: work)
            return merged.inserted
        }
    }

    @Test func countsAndNewestTitlesPerFeedOfWhatArrivedSince() async throws {
        let before = testNow.addingTimeInterval(-7200)
        try await arrive(["Old one", "Old two"], in: feedA, seen: before)
        try await arrive(["First", "Second", "Third", "Fourth"], in: feedA, seen: testNow)
        try await arrive(["Elsewhere"], in: feedB, seen: testNow)

        let arrivals = try await articles.arrivals(since: testNow, titlesPerFeed: 3)
        #expect(
            arrivals == [
                FeedArrivals(feedID: feedA, count: 4, titles: ["Fourth", "Third", "Second"]),
                FeedArrivals(feedID: feedB, count: 1, titles: ["Elsewhere"]),
            ])
        #expect(try await articles.arrivals(since: testNow.addingTimeInterval(1), titlesPerFeed: 3) == [])
    }

    @Test func readAndHiddenArticlesAreNotNews() async throws {
        let hide = IgnoreMatch(
            expression: try FilterExpression(parsing: #"title =~ "^Sponsored""#), feed: nil, hides: true)
        let ids = try await arrive(
            ["Read already", "Sponsored: a thing", "Real news"], in: feedA, seen: testNow, hiding: [hide])
        #expect(try await articles.setRead([ids[0]], read: true) == 1)

        let arrivals = try await articles.arrivals(since: testNow, titlesPerFeed: 5)
        #expect(arrivals == [FeedArrivals(feedID: feedA, count: 1, titles: ["Real news"])])
    }

    @Test func withoutTitlesOnlyTheCountsCome() async throws {
        try await arrive(["One", "Two"], in: feedB, seen: testNow)
        #expect(
            try await articles.arrivals(since: testNow, titlesPerFeed: 0) == [
                FeedArrivals(feedID: feedB, count: 2, titles: [])
            ])
    }
}

import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import QueryFeedLogic
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// A library on a file with two feeds' articles, and its query feeds.
struct QueryFeedLibrary {
    let database: Database
    let articles: StoredArticles
    let queries: StoredQueryFeeds

    static func open(at file: URL) async throws -> QueryFeedLibrary {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let database = try Database.open(at: file, options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
        try await database.migrate([ArticleSchema.schema, QueryFeedSchema.schema])
        let facts = FixedSubscriptionFacts(["news": [FeedID(1)]])
        let articles = StoredArticles(database: database, subscriptions: facts, now: { testNow })
        return QueryFeedLibrary(
            database: database, articles: articles,
            queries: StoredQueryFeeds(database: database, articles: articles, now: { testNow }))
    }

    static func make() async throws -> QueryFeedLibrary {
        let library = try await open(at: scratchFile())
        let items = { (titles: [String]) in
            titles.enumerated().map { index, title in
                IncomingArticle(
                    guid: title, title: title, published: testNow - Double(index + 1) * 3600, summary: title,
                    plainText: title)
            }
        }
        try await library.database.write { connection in
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()).merge(
                items(["Swift 6", "Swift tips", "Rust news"]), into: FeedID(1), feedTitle: "One",
                now: testNow,
                in: UnitOfWork(connection))
            _ = try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()).merge(
                items(["Swift elsewhere"]), into: FeedID(2), feedTitle: "Two", now: testNow,
                in: UnitOfWork(connection))
        }
        return library
    }
}

func scratchFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "queries-\(UUID().uuidString)/library.sqlite")
}

func expression(_ source: String) throws -> FilterExpression { try FilterExpression(parsing: source) }

@Suite struct QueryFeedContract {
    @Test func addedQueryFeedsListByNameWithTheirCounts() async throws {
        let library = try await QueryFeedLibrary.make()
        let swift = try await library.queries.add(
            name: "  Swift  ", expression: try expression(#"title =~ "swift""#),
            tags: ["lang", " lang ", "Code"])
        #expect(swift.name == "Swift")
        #expect(swift.tags == ["Code", "lang"])
        _ = try await library.queries.add(
            name: "news only", expression: try expression(#"tags # "news""#), tags: [])
        #expect(try await library.queries.queryFeeds().map(\.name) == ["news only", "Swift"])
        let counted = try await library.queries.counted()
        #expect(counted.map(\.counts.total) == [3, 3])
        #expect(counted.map(\.counts.unread) == [3, 3])
    }

    @Test func countsFollowTheArticlesState() async throws {
        let library = try await QueryFeedLibrary.make()
        _ = try await library.queries.add(
            name: "unread swift", expression: try expression(#"unread = "yes" and title =~ "swift""#),
            tags: [])
        let first = try #require(
            try await library.articles.page(ArticleQuery(), after: nil, limit: 1).articles.first)
        _ = try await library.articles.setRead([first.id], read: true)
        #expect(
            try await library.queries.counted().first?.counts
                == ArticleCounts(unread: 2, total: 2, starred: 0))
    }

    @Test func namesAreUniqueInAnyLetterCaseAndMustNotBeBlank() async throws {
        let library = try await QueryFeedLibrary.make()
        _ = try await library.queries.add(name: "Swift", expression: try expression("age < 7"), tags: [])
        await #expect(throws: QueryFeedError.duplicate("swift")) {
            _ = try await library.queries.add(name: "swift", expression: try expression("age < 1"), tags: [])
        }
        await #expect(throws: QueryFeedError.emptyName) {
            _ = try await library.queries.add(name: " \t", expression: try expression("age < 1"), tags: [])
        }
        #expect(try await library.queries.queryFeeds().count == 1)
    }

    @Test func findingAndRemovingByNameIgnoresLetterCase() async throws {
        let library = try await QueryFeedLibrary.make()
        _ = try await library.queries.add(name: "Swift", expression: try expression("age < 7"), tags: [])
        #expect(try await library.queries.queryFeed(named: "SWIFT").expression.source == "age < 7")
        let removed = try await library.queries.remove(named: "swift")
        #expect(removed.name == "Swift")
        #expect(try await library.queries.queryFeeds().isEmpty)
        #expect(try await library.articles.counts(of: nil).total == 4)
        await #expect(throws: QueryFeedError.unknown("swift", known: [])) {
            try await library.queries.remove(named: "swift")
        }
    }

    @Test func anUnknownNameListsTheKnownOnes() async throws {
        let library = try await QueryFeedLibrary.make()
        _ = try await library.queries.add(name: "b", expression: try expression("age < 7"), tags: [])
        _ = try await library.queries.add(name: "a", expression: try expression("age < 7"), tags: [])
        do {
            _ = try await library.queries.queryFeed(named: "c")
            Issue.record("found a query feed that is not there")
        } catch {
            #expect(error == .unknown("c", known: ["a", "b"]))
            #expect(error.description == "there is no query feed named 'c'; there are 'a', 'b'")
        }
    }

    @Test func queryFeedsOutliveTheProcess() async throws {
        let file = scratchFile()
        let first = try await QueryFeedLibrary.open(at: file)
        _ = try await first.queries.add(
            name: "Swift", expression: try expression(#"title # "swift""#), tags: ["x"])
        let again = try await QueryFeedLibrary.open(at: file)
        let feed = try await again.queries.queryFeed(named: "Swift")
        #expect(feed.expression == (try expression(#"title # "swift""#)))
        #expect(feed.tags == ["x"])
        #expect(feed.added == testNow)
    }

    @Test func aStoredExpressionThatNoLongerReadsIsSaidNotSkipped() async throws {
        let library = try await QueryFeedLibrary.make()
        try await library.database.write { connection in
            try connection.execute(
                "INSERT INTO query_feeds (name, expression, added) VALUES ('old', 'title ~ \"x\"', 0)")
        }
        await #expect(
            throws: QueryFeedError.unreadable(name: "old", FilterError(column: 7, "unexpected '~'"))
        ) {
            _ = try await library.queries.queryFeeds()
        }
    }

    @Test func theInMemoryDefaultIsTheSameStore() async throws {
        let queries = try await StoredQueryFeeds.inMemory(now: { testNow })
        _ = try await queries.add(name: "q", expression: try expression("age < 7"), tags: [])
        #expect(
            try await queries.counted() == [
                CountedQueryFeed(
                    feed: try await queries.queryFeed(named: "q"),
                    counts: ArticleCounts(unread: 0, total: 0, starred: 0))
            ])
    }
}

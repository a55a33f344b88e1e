import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import FullTextLogic
import HTMLTreeService
import HTTPService
import IgnoreRuleLogic
import LibraryModelLogic
import LoopbackServerService
import Synchronization
import Testing

/// Full texts kept at refresh for a feed that asks for them, from a real HTTP server on
/// loopback: new articles' pages fetched at most `concurrency` at once, failures retried with
/// backoff, and the ignore rules applied once the page's words are known.
@Suite struct StoredFeedFullTextsTests {
    static let start = Date(timeIntervalSince1970: 1_764_000_000)
    static let feed = Feed(
        id: FeedID(1), url: URL(fileURLWithPath: "/harbour/feed.xml"), sourceTitle: "Harbour",
        keepsFullText: true, addedAt: start)

    /// A clock the test moves.
    final class Clock: Sendable {
        private let time = Mutex(StoredFeedFullTextsTests.start)
        var now: Date { time.withLock { $0 } }
        func advance(minutes: Double) { time.withLock { $0 = $0.addingTimeInterval(minutes * 60) } }
    }

    struct Library {
        let fullTexts: StoredFeedFullTexts
        let articles: StoredArticles
        let database: Database
        let ids: [ArticleID]
    }

    private func library(
        server: LoopbackServer, paths: [String], concurrency: Int = 4, clock: Clock = Clock()
    ) async throws -> Library {
        let pages = StoredFullTextTests.pages(concurrency: 16)
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([ArticleSchema.schema, FullTextSchema.schema, IgnoreRuleSchema.schema])
        let articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(),
            observers: [FullTextFailureForgetting()], now: { Self.start })
        let items = paths.enumerated().map { index, path in
            IncomingArticle(
                guid: "\(index)", link: path.isEmpty ? nil : server.url(path), title: "Story \(index)",
                published: Self.start, summary: "Short teaser only.", plainText: "Short teaser only.")
        }
        let outcome = try await database.unitOfWork {
            try articles.merge(items, into: FeedID(1), feedTitle: "Harbour", now: Self.start, in: $0)
        }
        let fullTexts = StoredFeedFullTexts(
            database: database, articles: articles, ignoreRules: StoredIgnoreRuleTables(), pages: pages,
            concurrency: concurrency, retry: FullTextRetry(firstDelaySeconds: 3_600, maxAttempts: 3),
            now: { clock.now })
        return Library(fullTexts: fullTexts, articles: articles, database: database, ids: outcome.inserted)
    }

    @Test func keepsTheNewArticlesPagesAndListsThoseThatFailed() async throws {
        let page = try #require(StoredFullTextTests.articlePage)
        let server = try LoopbackServer(routes: [
            "/tides": .fixed(.ok(page, contentType: "text/html")), "/gone": .fixed(.status(404)),
        ])
        let library = try await library(server: server, paths: ["/tides", "/gone", ""])
        let round = await library.fullTexts.keepFullTexts(of: Self.feed, new: library.ids)
        #expect(round.kept == 1)
        #expect(round.misses.map(\.article) == [library.ids[1]])
        #expect(round.misses.first?.reason.contains("404") == true)
        #expect(round.misses.first?.feed == "Harbour")
        #expect(try await library.articles.article(library.ids[0]).fullText?.contains("tide tables") == true)
        #expect(try await library.articles.article(library.ids[1]).fullText == nil)
        // The article without a link has no page: not fetched, and not a failure.
        #expect(server.statistics.requestCount == 2)
    }

    @Test func triesAFailedPageAgainAfterTheBackoffAndStopsAfterTheLastAttempt() async throws {
        let server = try LoopbackServer(routes: ["/gone": .fixed(.status(503))])
        let clock = Clock()
        let library = try await library(server: server, paths: ["/gone"], clock: clock)
        #expect(await library.fullTexts.keepFullTexts(of: Self.feed, new: library.ids).misses.count == 1)

        // Not due yet: a refresh half an hour later leaves it alone.
        clock.advance(minutes: 30)
        #expect(await library.fullTexts.keepFullTexts(of: Self.feed, new: []).isEmpty)
        #expect(server.requests(to: "/gone").count == 1)

        // Due after an hour: fetched again, and fails a second time.
        clock.advance(minutes: 31)
        #expect(await library.fullTexts.keepFullTexts(of: Self.feed, new: []).misses.count == 1)
        #expect(server.requests(to: "/gone").count == 2)

        // The second wait is twice as long.
        clock.advance(minutes: 90)
        #expect(await library.fullTexts.keepFullTexts(of: Self.feed, new: []).isEmpty)
        clock.advance(minutes: 31)
        #expect(await library.fullTexts.keepFullTexts(of: Self.feed, new: []).misses.count == 1)
        #expect(server.requests(to: "/gone").count == 3)

        // Three attempts failed: no refresh tries it again.
        clock.advance(minutes: 60 * 24 * 30)
        #expect(await library.fullTexts.keepFullTexts(of: Self.feed, new: []).isEmpty)
        #expect(server.requests(to: "/gone").count == 3)
    }

    @Test func aPageThatComesBackIsKeptAndItsFailureForgotten() async throws {
        let page = try #require(StoredFullTextTests.articlePage)
        let server = try LoopbackServer(routes: ["/tides": .fixed(.status(500))])
        let clock = Clock()
        let library = try await library(server: server, paths: ["/tides"], clock: clock)
        _ = await library.fullTexts.keepFullTexts(of: Self.feed, new: library.ids)
        server.setRoute(.fixed(.ok(page, contentType: "text/html")), for: "/tides")
        clock.advance(minutes: 61)
        let round = await library.fullTexts.keepFullTexts(of: Self.feed, new: [])
        #expect(round.kept == 1 && round.misses.isEmpty)
        let failures = try await library.database.read { connection in
            try connection.query("SELECT count(*) FROM full_text_failures") { row throws(DatabaseError) in
                try row.int(0)
            }
        }
        #expect(failures == [0])
    }

    @Test func anIgnoreRuleMatchesWordsOnlyThePageHas() async throws {
        let page = try #require(StoredFullTextTests.articlePage)
        let server = try LoopbackServer(routes: ["/tides": .fixed(.ok(page, contentType: "text/html"))])
        let library = try await library(server: server, paths: ["/tides"])
        let rule = try FilterExpression(parsing: "content =~ \"tide tables\"")
        _ = try await library.database.unitOfWork {
            try StoredIgnoreRuleTables().add(rule, feed: nil, hides: false, added: Self.start, in: $0)
        }
        let round = await library.fullTexts.keepFullTexts(of: Self.feed, new: library.ids)
        #expect(round.kept == 1)
        #expect(round.ignored == 1)
        #expect(try await library.articles.counts()[FeedID(1)]?.total ?? 0 == 0)
    }

    @Test func fetchesNoMorePagesAtOnceThanItsConcurrency() async throws {
        let page = try #require(StoredFullTextTests.articlePage)
        var slow = LoopbackResponse.ok(page, contentType: "text/html")
        slow.delay = .milliseconds(150)
        let paths = (0..<6).map { "/page\($0)" }
        let server = try LoopbackServer(
            routes: Dictionary(uniqueKeysWithValues: paths.map { ($0, .fixed(slow)) }))
        let library = try await library(server: server, paths: paths, concurrency: 2)
        async let first = library.fullTexts.keepFullTexts(of: Self.feed, new: Array(library.ids.prefix(3)))
        async let second = library.fullTexts.keepFullTexts(of: Self.feed, new: Array(library.ids.suffix(3)))
        let kept = await first.kept + second.kept
        #expect(kept == 6)
        #expect(server.statistics.peakInFlight == 2)
    }
}

import ArticleLogic
import DatabaseService
import Foundation
import FullTextLogic
import HTMLTreeService
import HTTPService
import LibraryModelLogic
import LoopbackServerService
import Testing

/// Full texts fetched for stored articles from a real HTTP server on loopback: kept with the
/// article, failures remembered until a fetch succeeds or the article is deleted.
@Suite struct StoredArticleFullTextsTests {
    static let now = Date(timeIntervalSince1970: 1_764_000_000)

    private func library(server: LoopbackServer, paths: [String]) async throws -> (
        StoredArticleFullTexts, StoredArticles, Database, [ArticleID]
    ) {
        let pages = StoredFullTextTests.pages()
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([ArticleSchema.schema, FullTextSchema.schema])
        let articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(),
            observers: [FullTextFailureForgetting()],
            now: { Self.now })
        let items = paths.enumerated().map { index, path in
            IncomingArticle(
                guid: "\(index)", link: path.isEmpty ? nil : server.url(path), title: "Story \(index)",
                published: Self.now, summary: "Short teaser only.", plainText: "Short teaser only.")
        }
        let outcome = try await database.unitOfWork {
            try articles.merge(items, into: FeedID(1), feedTitle: "Harbour", now: Self.now, in: $0)
        }
        let fullTexts = StoredArticleFullTexts(
            database: database, articles: articles, pages: pages, now: { Self.now })
        return (fullTexts, articles, database, outcome.inserted)
    }

    @Test func keepsTheArticleOfTheLinkedPage() async throws {
        let page = try #require(StoredFullTextTests.articlePage)
        let server = try LoopbackServer(routes: ["/tides": .fixed(.ok(page, contentType: "text/html"))])
        let (fullTexts, articles, _, ids) = try await library(server: server, paths: ["/tides"])
        let id = try #require(ids.first)
        let fetched = try await fullTexts.fetchFullText(of: id)
        #expect(fetched.fullText?.contains("tide tables") == true)
        #expect(try await articles.article(id).fullText == fetched.fullText)
        #expect(try await fullTexts.failure(of: id) == nil)
    }

    @Test func rememberesAFailureUntilAFetchSucceeds() async throws {
        let page = try #require(StoredFullTextTests.articlePage)
        let server = try LoopbackServer(routes: ["/tides": .fixed(.status(404))])
        let (fullTexts, articles, _, ids) = try await library(server: server, paths: ["/tides", ""])
        let (id, linkless) = (ids[0], ids[1])
        await #expect(throws: FullTextError.self) { try await fullTexts.fetchFullText(of: id) }
        await #expect(throws: FullTextError.self) { try await fullTexts.fetchFullText(of: id) }
        let failure = try #require(try await fullTexts.failure(of: id))
        #expect(failure.attempts == 2)
        #expect(failure.reason.contains("404"))
        #expect(failure.failedAt == Self.now)
        #expect(try await articles.article(id).fullText == nil)

        await #expect(throws: FullTextError.noLink) { try await fullTexts.fetchFullText(of: linkless) }
        await #expect(throws: FullTextError.unknownArticle(999)) {
            try await fullTexts.fetchFullText(of: ArticleID(999))
        }

        server.setRoute(.fixed(.ok(page, contentType: "text/html")), for: "/tides")
        _ = try await fullTexts.fetchFullText(of: id)
        #expect(try await fullTexts.failure(of: id) == nil)
    }

    @Test func aDeletedArticleTakesItsFailureWithIt() async throws {
        let server = try LoopbackServer(routes: ["/gone": .fixed(.status(404))])
        let (fullTexts, articles, database, ids) = try await library(server: server, paths: ["/gone"])
        let id = try #require(ids.first)
        await #expect(throws: FullTextError.self) { try await fullTexts.fetchFullText(of: id) }
        #expect(try await fullTexts.failure(of: id) != nil)
        _ = try await database.unitOfWork { try articles.removeArticles(of: FeedID(1), in: $0) }
        #expect(try await fullTexts.failure(of: id) == nil)
    }
}

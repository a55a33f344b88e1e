import ArticleLogic
import DatabaseService
import FeedParserService
import Foundation
import LibraryModelLogic
import SubscriptionLogic
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}

/// A subscription library under test, with the fetcher it uses and a way to add articles.
struct SubscriptionsUnderTest {
    let subscriptions: any SubscriptionManaging
    let fetcher: InMemoryFeedFetcher
    let addArticles: @Sendable ([IncomingArticle], FeedID) async throws -> [ArticleID]
    let articles: any ArticleReading
}

func makeSubscriptions() async throws -> SubscriptionsUnderTest {
    let fetcher = InMemoryFeedFetcher()
    try await serveFixtures(fetcher)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "subs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = try Database.open(
        at: folder.appendingPathComponent("library.sqlite"),
        options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
    try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema])
    let subscriptions = StoredSubscriptions(
        database: database,
        articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
        fetcher: fetcher,
        parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20),
        now: { testNow })
    return SubscriptionsUnderTest(
        subscriptions: subscriptions, fetcher: fetcher,
        addArticles: { items, feed in
            try await database.write {
                try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                    items, into: feed, feedTitle: "feed", now: testNow, in: UnitOfWork($0)
                )
                .inserted
            }
        },
        articles: StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { testNow }))
}

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

let swiftFeed = link("https://swift.example/feed.rss")
let rustFeed = link("https://rust.example/feed.atom")

func serveFixtures(_ fetcher: InMemoryFeedFetcher) async throws {
    await fetcher.serve(swiftFeed, body: try Fixture.data("swift-blog.rss"))
    await fetcher.serve(rustFeed, body: try Fixture.data("rust-news.atom"))
    await fetcher.serve(
        link("https://swift.example/"), body: try Fixture.data("page-one-feed.html"), contentType: "text/html"
    )
    await fetcher.serve(link("https://swift.example/feed.rss"), body: try Fixture.data("swift-blog.rss"))
    await fetcher.serve(
        link("https://news.example/"), body: try Fixture.data("page-two-feeds.html"), contentType: "text/html"
    )
    await fetcher.serve(
        link("https://plain.example/"), body: try Fixture.data("page-no-feeds.html"), contentType: "text/html"
    )
    await fetcher.serve(link("https://plain.example/index.xml"), body: try Fixture.data("rust-news.atom"))
    await fetcher.serve(
        link("https://empty.example/"), body: try Fixture.data("page-no-feeds.html"), contentType: "text/html"
    )
}

import ArticleLogic
import DatabaseService
import FeedParserService
import FeedsUI
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import NavigationUI
import QueryFeedLogic
import RefreshLogic
import SubscriptionLogic
import TerminalUI

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

func rss(_ title: String, items: [(String, String)]) -> Data {
    let entries = items.map {
        "<item><guid>\($0.0)</guid><title>\($0.1)</title><pubDate>Wed, 14 Jan 2026 10:00:00 GMT</pubDate></item>"
    }
    return Data(
        "<rss version=\"2.0\"><channel><title>\(title)</title>\(entries.joined())</channel></rss>".utf8)
}

/// The library behind the feed screens (the stores on an in-memory database), with two feeds already refreshed.
@MainActor
struct FeedsFixture {
    let fetcher = InMemoryFeedFetcher()
    let articles: StoredArticles
    let subscriptions: StoredSubscriptions
    let refresher: FeedRefresher
    let queryFeeds: StoredQueryFeeds
    let router = Router()

    init() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([
            SubscriptionSchema.schema, ArticleSchema.schema, RefreshSchema.schema, QueryFeedSchema.schema,
            IgnoreRuleSchema.schema,
        ])
        articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { testNow })
        queryFeeds = StoredQueryFeeds(database: database, articles: articles, now: { testNow })
        subscriptions = StoredSubscriptions(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            fetcher: fetcher,
            parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: { testNow })
        refresher = FeedRefresher(
            recording: StoredRefreshRecording(
                database: database,
                articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
                subscriptions: StoredSubscriptionTables(),
                ignoreRules: StoredIgnoreRuleTables()),
            fetcher: fetcher,
            settings: RefreshSettings(
                concurrency: 2, retention: RetentionPolicy(days: 30, itemsPerFeed: 100),
                backoff: RefreshBackoff(base: 600, maximum: 3600),
                parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20)),
            now: { testNow }, announce: { _ in })
        await fetcher.serve(
            link("https://swift.example/feed"),
            body: rss("Swift Blog", items: [("s1", "One"), ("s2", "Two")]))
        await fetcher.serve(link("https://cjk.example/feed"), body: rss("日本語のニュース", items: [("c1", "ニュース")]))
        _ = try await subscriptions.add(link("https://swift.example/feed"), tags: ["lang"])
        _ = try await subscriptions.add(link("https://cjk.example/feed"), tags: [])
        _ = try await refresher.refresh(try await subscriptions.scope(feed: nil, tag: nil)) { _ in }
        FeedsScreens.register(
            in: router,
            dependencies: FeedsDependencies(
                subscriptions: subscriptions, refresher: refresher, articles: articles,
                queryFeeds: queryFeeds,
                inspector: FeedInspector(
                    fetcher: fetcher, parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20)),
                now: { testNow }))
        router.register(Routes.articles) { parameters in
            Placeholder("articles \(Routes.articles(parameters))")
        }
    }

    /// Builds, loads and draws a screen once, as a one-shot command does.
    func oneShot(_ url: String, width: Int = 60) async throws -> (ViewController, [String]) {
        let controller = try router.controller(for: url)
        await controller.load()
        return (controller, controller.view.render(width: width))
    }
}

/// A screen standing in for another package's, so that navigation can be checked.
@MainActor final class Placeholder: ViewController {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    override var title: String { name }
}

import ArticleLogic
import DatabaseService
import FeedParserService
import Foundation
import FullTextLogic
import IgnoreRuleLogic
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic
import Synchronization
import Testing

/// A clock the tests move by hand.
final class TestClock: Sendable {
    private let state = Mutex(Date(timeIntervalSince1970: 1_768_478_400))

    var now: Date { state.withLock { $0 } }

    func advance(hours: Double) {
        state.withLock { $0 = $0.addingTimeInterval(hours * 3600) }
    }
}

/// A refresher with its subscriptions and articles, on one SQLite library.
struct RefreshUnderTest {
    let refresher: FeedRefresher
    let subscriptions: any SubscriptionManaging
    let articles: any ArticleReading
    let announced: Announcements
    /// The library's killfile, which the refresh applies.
    let rules: StoredIgnoreRules
    /// The library itself, for tests that reach under the stores.
    let database: Database

    func follow(_ url: URL, tags: [String] = [], fullText: Bool = false) async throws -> Feed {
        guard case .added(let feed) = try await subscriptions.add(url, tags: tags, fullText: fullText) else {
            throw SubscriptionError.noFeedFound(url, tried: [])
        }
        return feed
    }

    /// Refreshes one feed, a tag's feeds or every feed, resolving the scope as a screen does.
    func refresh(
        feed: FeedID? = nil, tag: String? = nil, skipping skipped: Set<FeedID> = [],
        progress: @escaping @Sendable (RefreshProgress) -> Void = { _ in }
    ) async throws -> RefreshSummary {
        let scope = try await subscriptions.scope(feed: feed.map { String($0.rawValue) }, tag: tag)
        return try await refresher.refresh(scope, skipping: skipped, progress: progress)
    }

    func titles(_ query: ArticleQuery = ArticleQuery()) async throws -> [String] {
        try await articles.page(query, after: nil, limit: 100).articles.map(\.displayTitle)
    }
}

let settings = RefreshSettings(
    concurrency: 4, retention: RetentionPolicy(days: 30, itemsPerFeed: 100),
    backoff: RefreshBackoff(base: 600, maximum: 86_400),
    parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20))

/// `pages`, when given, fetches the pages of the feeds that keep full texts.
func makeRefresh(
    fetcher: any FeedFetching, clock: TestClock, settings: RefreshSettings = settings,
    pages: (any FullTextManaging)? = nil
) async throws
    -> RefreshUnderTest
{
    let announced = Announcements()
    let now: @Sendable () -> Date = { clock.now }
    let announce: @Sendable ([FeedID]) async -> Void = { feeds in announced.record(feeds) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "refresh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = try Database.open(
        at: folder.appendingPathComponent("library.sqlite"),
        options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
    try await database.migrate([
        SubscriptionSchema.schema, ArticleSchema.schema, RefreshSchema.schema, IgnoreRuleSchema.schema,
        FullTextSchema.schema,
    ])
    let articles = StoredArticles(
        database: database, subscriptions: StoredSubscriptionFacts(database: database), now: now)
    return RefreshUnderTest(
        refresher: FeedRefresher(
            recording: StoredRefreshRecording(
                database: database,
                articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
                subscriptions: StoredSubscriptionTables(), ignoreRules: StoredIgnoreRuleTables()),
            fetcher: fetcher,
            settings: settings,
            fullTexts: pages.map {
                StoredFeedFullTexts(
                    database: database,
                    articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
                    ignoreRules: StoredIgnoreRuleTables(), pages: $0, concurrency: 2,
                    retry: FullTextRetry(firstDelaySeconds: 3_600, maxAttempts: 4), now: now)
            },
            now: now,
            announce: announce),
        subscriptions: StoredSubscriptions(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            fetcher: fetcher,
            parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: now),
        articles: articles, announced: announced,
        rules: StoredIgnoreRules(database: database, articles: articles, now: now), database: database)
}

/// An RSS document with the given items (guid, title), newest first.
func rss(_ title: String, items: [(String, String)], published: String = "Wed, 14 Jan 2026 10:00:00 GMT")
    -> Data
{
    let entries = items.map { guid, itemTitle in
        "<item><guid>\(guid)</guid><title>\(itemTitle)</title><pubDate>\(published)</pubDate></item>"
    }
    return Data(
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>\(title)</title><link>https://example.com/</link>\(entries.joined())</channel></rss>"
            .utf8)
}

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

/// Collects progress reports.
final class ProgressLog: Sendable {
    private let reports = Mutex<[RefreshProgress]>([])

    var all: [RefreshProgress] { reports.withLock { $0 } }

    func record(_ progress: RefreshProgress) {
        reports.withLock { $0.append(progress) }
    }
}

/// Collects the feeds each "articles changed" announcement named.
final class Announcements: Sendable {
    private let feeds = Mutex<[[FeedID]]>([])

    var all: [[FeedID]] { feeds.withLock { $0 } }

    func record(_ changed: [FeedID]) {
        feeds.withLock { $0.append(changed) }
    }
}

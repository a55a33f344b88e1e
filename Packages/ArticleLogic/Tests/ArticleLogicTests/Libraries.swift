import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import Testing

/// A fixed clock for tests: 2026-01-15 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// An article library under test, with a way to feed it items as a refresh would.
protocol ArticleLibraryUnderTest: Sendable {
    var reading: any ArticleReading { get }
    func merge(_ items: [IncomingArticle], into feed: FeedID, feedTitle: String) async throws -> MergeOutcome
    func applyRetention(_ policy: RetentionPolicy, to feed: FeedID) async throws -> [ArticleID]
    func removeArticles(of feed: FeedID) async throws -> Int
}

struct SQLiteLibrary: ArticleLibraryUnderTest {
    let database: Database
    let stored: StoredArticles
    var reading: any ArticleReading { stored }

    init(tags: [String: [FeedID]]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "articles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = try Database.open(
            at: folder.appendingPathComponent("library.sqlite"),
            options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
        try await database.migrate(ArticleSchema.schema)
        stored = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(tags), now: { testNow })
    }

    func merge(_ items: [IncomingArticle], into feed: FeedID, feedTitle: String) async throws -> MergeOutcome
    {
        try await database.write { connection in
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                items, into: feed, feedTitle: feedTitle, now: testNow, in: UnitOfWork(connection))
        }
    }

    func applyRetention(_ policy: RetentionPolicy, to feed: FeedID) async throws -> [ArticleID] {
        try await database.unitOfWork {
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).applyRetention(
                policy, to: feed, now: testNow, in: $0)
        }
    }

    func removeArticles(of feed: FeedID) async throws -> Int {
        try await database.unitOfWork {
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).removeArticles(
                of: feed, in: $0
            ).removed
        }
    }
}

/// The article library the contract tests run against: the one implementation, on SQLite.
func makeLibrary(tags: [String: [FeedID]] = [:]) async throws -> any ArticleLibraryUnderTest {
    try await SQLiteLibrary(tags: tags)
}

/// An item published `hoursAgo` before the test clock.
func item(
    _ guid: String?, title: String, hoursAgo: Double = 1, link: String? = nil, text: String = "",
    html: String? = nil
) -> IncomingArticle {
    IncomingArticle(
        guid: guid, link: link.flatMap(URL.init(string:)), title: title,
        published: testNow.addingTimeInterval(-hoursAgo * 3600), summary: html ?? text,
        bodyIsHTML: html != nil,
        plainText: text)
}

let feedA = FeedID(1)
let feedB = FeedID(2)

import ArticleLogic
import DatabaseService
import DownloadsLogic
import Foundation
import LibraryModelLogic
import Testing

/// 2026-01-15 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_478_400)
let feed = FeedID(1)

func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

/// The podcast items every test starts from: two episodes with one enclosure each, one post
/// with two, and one without.
let items = [
    IncomingArticle(
        guid: "ep1", title: "Episode 1", published: testNow.addingTimeInterval(-4000),
        enclosures: [
            Enclosure(url: link("https://cdn.example/show/episode.mp3"), mimeType: "audio/mpeg", length: 1200)
        ]),
    IncomingArticle(
        guid: "ep2", title: "Episode 2", published: testNow.addingTimeInterval(-3000),
        enclosures: [
            Enclosure(url: link("https://other.example/episode.mp3"), mimeType: "audio/mpeg", length: 0)
        ]),
    IncomingArticle(
        guid: "pics", title: "Pictures", published: testNow.addingTimeInterval(-2000),
        enclosures: [
            Enclosure(url: link("https://cdn.example/a.jpg"), mimeType: "image/jpeg"),
            Enclosure(url: link("https://cdn.example/b.jpg"), mimeType: "image/jpeg"),
        ]),
    IncomingArticle(guid: "text", title: "Just words", published: testNow.addingTimeInterval(-1000)),
]

/// A queue beside a library holding `items`, and the ids the items got (in their order): the one
/// implementation, on SQLite, held to the contract.
func makeQueue(file: URL = scratchFile()) async throws -> (any DownloadsManaging, [ArticleID]) {
    let database = try await openDatabase(at: file)
    _ = try await database.unitOfWork { work in
        try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
            items, into: feed, feedTitle: "Show", now: testNow, in: work)
    }
    let articles = StoredArticles(
        database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
    return (
        StoredDownloads(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            now: { testNow }),
        try await queuedIDs(in: articles)
    )
}

private func queuedIDs(in articles: any ArticleReading) async throws -> [ArticleID] {
    let page = try await articles.page(ArticleQuery(), after: nil, limit: 10).articles
    return items.compactMap { item in page.first { $0.guid == item.guid }?.id }
}

func scratchFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "downloads-\(UUID().uuidString)/library.sqlite")
}

func openDatabase(at file: URL) async throws -> Database {
    try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let database = try Database.open(at: file, options: DatabaseOptions())
    try await database.migrate([ArticleSchema.schema, DownloadsSchema.schema])
    return database
}

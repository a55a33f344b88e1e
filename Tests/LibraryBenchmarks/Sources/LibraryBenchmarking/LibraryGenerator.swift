import ArticleLogic
public import DatabaseService
public import Foundation
import LibraryModelLogic
import SubscriptionLogic

/// Builds the benchmark library through the real stores (schemas, triggers and full-text index
/// included): feeds with articles of made-up text, about half of them read and some starred.
public struct LibraryGenerator: Sendable {
    public let shape: LibraryShape
    /// The moment the newest article was published.
    public let now: Date

    public init(shape: LibraryShape, now: Date) {
        self.shape = shape
        self.now = now
    }

    /// The schemas of the library, in the order the app migrates them.
    public static let schemas = [SubscriptionSchema.schema, ArticleSchema.schema]

    /// Writes the library into `file`, which must not exist; `progress` gets the feeds written.
    public func generate(into file: URL, progress: (Int) -> Void) async throws {
        let database = try Database.open(at: file, options: DatabaseOptions(busyTimeoutMilliseconds: 5000))
        try await database.migrate(Self.schemas)
        let vocabulary = Vocabulary(count: 5_000, seed: 7)
        var generator = SeededGenerator(seed: 42)
        let batch = 50
        var feed = 0
        while feed < shape.feeds {
            var planned: [(PlannedFeedRow, [IncomingArticle], [Int])] = []
            for index in feed..<min(shape.feeds, feed + batch) {
                let count = shape.articles(inFeed: index)
                let items = (0..<count).map { position in
                    article(feed: index, position: position, vocabulary, &generator)
                }
                let read = (0..<count).filter { _ in Int.random(in: 0..<2, using: &generator) == 0 }
                planned.append(
                    (
                        PlannedFeedRow(index: index, title: vocabulary.sentence(2, using: &generator)), items,
                        read
                    ))
            }
            let moment = now
            let rows = planned
            let subscriptions = StoredSubscriptionTables()
            let articles = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
            try await database.unitOfWork { work in
                for (row, items, read) in rows {
                    let id = try subscriptions.insert(
                        url: row.url, title: row.title.capitalized, tags: row.tags, addedAt: moment, in: work)
                    let merged = try articles.merge(
                        items, into: id, feedTitle: row.title, now: moment, in: work)
                    let readIDs = read.map { merged.inserted[$0] }
                    _ = try articles.setRead(readIDs, read: true, origin: .local, in: work)
                    let starred = merged.inserted.enumerated().filter { $0.offset % 97 == 0 }.map(\.element)
                    _ = try articles.setStarred(starred, starred: true, origin: .local, in: work)
                }
            }
            // A library that has been searched: its search index holds every article.
            try await articles.indexForSearch()
            feed += rows.count
            progress(feed)
        }
        try await database.write { try $0.execute("PRAGMA optimize") }
    }

    private func article(
        feed: Int, position: Int, _ vocabulary: Vocabulary, _ generator: inout SeededGenerator
    )
        -> IncomingArticle
    {
        let title = vocabulary.sentence(Int.random(in: 4...9, using: &generator), using: &generator)
        let body = vocabulary.sentence(Int.random(in: 30...70, using: &generator), using: &generator)
        let minutesAgo = Double(position) * 60 * 3 + Double(feed % 180)
        return IncomingArticle(
            guid: "urn:bench:\(feed):\(position)",
            link: URL(string: "https://feed\(feed).example/post/\(position)"),
            title: title, authors: ["Author \(feed % 50)"],
            published: now.addingTimeInterval(-minutesAgo * 60),
            summary: "<p>\(body)</p>", bodyIsHTML: true, plainText: body)
    }
}

/// A feed row of the generated library.
struct PlannedFeedRow: Sendable {
    let index: Int
    let title: String

    var url: URL { URL(string: "https://feed\(index).example/feed.xml") ?? URL(fileURLWithPath: "/") }
    var tags: [String] { ["group\(index % 20)"] }
}

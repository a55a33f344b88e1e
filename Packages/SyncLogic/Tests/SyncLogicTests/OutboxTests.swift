import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import SubscriptionLogic
import SyncService
import Testing

@testable import SyncLogic

/// A library with the subscription, article and sync schemas, one account, one feed of it, and
/// two pulled articles mapped to server ids 101 and 102; its articles tell the outbox of their
/// changes, as the app wires them.
struct OutboxLibrary {
    let database: Database
    let articles: StoredArticles
    let account: Int64
    let ids: [ArticleID]

    static func make(database given: Database? = nil) async throws -> OutboxLibrary {
        let database = try given ?? Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, SyncSchema.schema])
        let articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database),
            observers: [SyncOutbox()])
        let (account, ids) = try await database.unitOfWork { work in
            let store = SyncStore()
            let account = try store.insertAccount(
                name: "server", kind: .ttrss, url: URL(fileURLWithPath: "/"), user: "me",
                passwordCommand: nil,
                at: Date(), on: work.connection)
            let feed = try StoredSubscriptionTables().insert(
                url: try #require(URL(string: "http://example.com/feed")), title: "Feed", tags: [],
                addedAt: Date(),
                in: work)
            try store.mapFeed(7, to: feed, categories: [], account: account, on: work.connection)
            let outcome = try articles.merge(
                [IncomingArticle(guid: "a", title: "A"), IncomingArticle(guid: "b", title: "B")], into: feed,
                feedTitle: "Feed", now: Date(), in: work)
            try store.mapArticles(
                zip([Int64(101), 102], outcome.inserted).map {
                    SyncStore.ArticleMapping(remote: $0, article: $1, feed: feed)
                }, account: account, on: work.connection)
            return (account, outcome.inserted)
        }
        return OutboxLibrary(database: database, articles: articles, account: account, ids: ids)
    }

    func outbox() async throws -> [OutboxEntry] {
        let account = account
        return try await database.read { try SyncStore().outbox(of: account, on: $0) }
    }
}

@Suite struct OutboxTests {
    @Test
    func everyLocalChangeOfAnAccountsArticleIsQueuedInItsTransaction() async throws {
        let library = try await OutboxLibrary.make()
        _ = try await library.articles.setRead([library.ids[0]], read: true)
        _ = try await library.articles.setStarred([library.ids[1]], starred: true)
        let queued = try await library.outbox()
        #expect(queued.map(\.remoteID) == [101, 102])
        #expect(queued.map(\.change) == [.read, .star])
    }

    @Test
    func aLaterChangeOfTheSameFieldReplacesTheQueuedOneWithAHigherSequence() async throws {
        let library = try await OutboxLibrary.make()
        _ = try await library.articles.setRead([library.ids[0]], read: true)
        let first = try #require(try await library.outbox().first)
        _ = try await library.articles.setRead([library.ids[0]], read: false)
        let queued = try await library.outbox()
        #expect(queued.count == 1)
        #expect(queued[0].change == .unread && queued[0].seq > first.seq)
        // Acknowledging the first push's row leaves the newer change waiting.
        try await library.database.write { try SyncStore().acknowledge([first.seq], on: $0) }
        #expect(try await library.outbox().map(\.change) == [.unread])
    }

    @Test
    func markAllReadQueuesEveryArticleItChanged() async throws {
        let library = try await OutboxLibrary.make()
        _ = try await library.articles.markAllRead(in: nil, before: nil)
        #expect(try await library.outbox().map(\.remoteID).sorted() == [101, 102])
    }

    @Test
    func theServersOwnStateIsNotQueued() async throws {
        let library = try await OutboxLibrary.make()
        let ids = library.ids
        try await library.database.unitOfWork { work in
            _ = try library.articles.setRead(ids, read: true, origin: .remote, in: work)
        }
        #expect(try await library.outbox().isEmpty)
        // Once the server's change is applied, local changes queue again.
        _ = try await library.articles.setStarred([ids[0]], starred: true)
        #expect(try await library.outbox().map(\.change) == [.star])
    }

    @Test
    func aLocalArticleOfNoAccountIsNeverQueued() async throws {
        let library = try await OutboxLibrary.make()
        let local = try await library.database.unitOfWork { work in
            let feed = try StoredSubscriptionTables().insert(
                url: try #require(URL(string: "http://example.org/local")), title: "Local", tags: [],
                addedAt: Date(),
                in: work)
            return try library.articles.merge(
                [IncomingArticle(guid: "l", title: "L")], into: feed, feedTitle: "Local", now: Date(),
                in: work
            ).inserted
        }
        _ = try await library.articles.setRead(local, read: true)
        #expect(try await library.outbox().isEmpty)
    }

    @Test
    func aDeletedArticleIsForgottenAndItsWaitingChangeStays() async throws {
        let library = try await OutboxLibrary.make()
        _ = try await library.articles.setRead([library.ids[0]], read: true)
        let feed = try #require(try await library.articles.article(library.ids[0]).feedID)
        try await library.database.unitOfWork { work in
            _ = try library.articles.removeArticles(of: feed, in: work)
        }
        let account = library.account
        let mapped = try await library.database.read { connection in
            try SyncStore().articleMap(of: account, feeds: nil, on: connection)
        }
        #expect(mapped.isEmpty)
        // The change the server has not acknowledged still goes: it names the server's article.
        #expect(try await library.outbox().map(\.remoteID) == [101])
    }

    @Test
    func theOutboxStillRecordsAfterArticlesIsRebuilt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try Database.open(
            at: folder.appendingPathComponent("library.sqlite"),
            options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
        let library = try await OutboxLibrary.make(database: database)
        // A migration of the article logic that recreates `articles`, as SQLite's documented way
        // to change a table does: new table, copy, drop, rename. Triggers of other packages on the
        // old table would go with it.
        try await database.write { connection in
            let create = try connection.queryFirst("SELECT sql FROM sqlite_master WHERE name = 'articles'") {
                row throws(DatabaseError) in try row.string(0)
            }
            try connection.executeScript(
                """
                \((create ?? "").replacingOccurrences(of: "CREATE TABLE articles", with: "CREATE TABLE articles_new"));
                INSERT INTO articles_new SELECT * FROM articles;
                DROP TABLE articles;
                ALTER TABLE articles_new RENAME TO articles;
                """)
        }
        let triggers = try await database.read { connection in
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync%'"
            ) {
                row throws(DatabaseError) in try row.string(0)
            }
        }
        #expect(triggers.isEmpty)
        _ = try await library.articles.setStarred([library.ids[1]], starred: true)
        #expect(try await library.outbox().map(\.remoteID) == [102])
        #expect(try await library.outbox().map(\.change) == [.star])
    }

    @Test
    func versionTwoDropsTheTriggersVersionOneHadOnArticles() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let first = DatabaseSchema(
            name: SyncSchema.schema.name, migrations: [SyncSchema.schema.migrations[0]])
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, first])
        let count = { () async throws -> Int in
            try await database.read { connection in
                try connection.queryFirst(
                    "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'articles' AND name LIKE 'sync%'"
                ) { row throws(DatabaseError) in try row.int(0) } ?? 0
            }
        }
        #expect(try await count() == 3)
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, SyncSchema.schema])
        #expect(try await count() == 0)
    }
}

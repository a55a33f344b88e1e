import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import SubscriptionLogic
import SyncLogic
import SyncService
import Testing

/// A library with the subscription, article and sync schemas, one account, one feed of it, and
/// two pulled articles mapped to server ids 101 and 102.
struct OutboxLibrary {
    let database: Database
    let articles: StoredArticles
    let account: Int64
    let ids: [ArticleID]

    static func make() async throws -> OutboxLibrary {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, SyncSchema.schema])
        let (account, ids) = try await database.unitOfWork { work in
            let store = SyncStore()
            let account = try store.insertAccount(
                name: "server", kind: .ttrss, url: URL(fileURLWithPath: "/"), user: "me",
                at: Date(), on: work.connection)
            let feed = try StoredSubscriptionTables().insert(
                url: try #require(URL(string: "http://example.com/feed")), title: "Feed", tags: [],
                addedAt: Date(),
                in: work)
            try store.mapFeed(7, to: feed, account: account, on: work.connection)
            let outcome = try StoredArticleTables().merge(
                [IncomingArticle(guid: "a", title: "A"), IncomingArticle(guid: "b", title: "B")], into: feed,
                feedTitle: "Feed", now: Date(), in: work)
            for (remote, id) in zip([Int64(101), 102], outcome.inserted) {
                try store.mapArticle(remote, to: id, feed: feed, account: account, on: work.connection)
            }
            return (account, outcome.inserted)
        }
        return OutboxLibrary(
            database: database,
            articles: StoredArticles(
                database: database, subscriptions: StoredSubscriptionFacts(database: database)),
            account: account, ids: ids)
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
        _ = try await library.articles.markAllRead(in: .everywhere, before: nil)
        #expect(try await library.outbox().map(\.remoteID).sorted() == [101, 102])
    }

    @Test
    func theServersOwnStateIsNotQueued() async throws {
        let library = try await OutboxLibrary.make()
        let ids = library.ids
        try await library.database.unitOfWork { work in
            try SyncStore().beginApplyingServerState(on: work.connection)
            _ = try StoredArticleTables().setRead(ids, read: true, in: work)
            try SyncStore().endApplyingServerState(on: work.connection)
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
            return try StoredArticleTables().merge(
                [IncomingArticle(guid: "l", title: "L")], into: feed, feedTitle: "Local", now: Date(),
                in: work
            ).inserted
        }
        _ = try await library.articles.setRead(local, read: true)
        #expect(try await library.outbox().isEmpty)
    }
}

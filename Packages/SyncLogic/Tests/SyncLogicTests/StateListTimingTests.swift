import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import SubscriptionLogic
import SyncService
import Synchronization
import Testing

@testable import SyncLogic

/// A sync asks for the server's state lists while it pulls, where the API has no counts: a first
/// sync asks for none (every article comes with its state), and lists that may predate what the
/// pull brought leave those articles the states they came with.
@Suite struct StateListTimingTests {
    /// The server's one feed.
    static let feed = RemoteFeed(id: 7, title: "Seven", url: URL(filePath: "/seven.xml"))

    /// A server of one feed whose state lists are set by the test (empty at first), as lists
    /// answered before the newest articles arrived would be.
    private func listingServer() -> MemorySyncServer {
        MemorySyncServer(feeds: [Self.feed], unreadList: [], starredList: [])
    }

    private func article(_ id: RemoteArticleID, unread: Bool = true, starred: Bool = false) -> RemoteArticle {
        RemoteArticle(
            id: id, feedID: Self.feed.id, guid: "guid-\(id)", title: "Article \(id)",
            html: "<p>Body \(id)</p>", published: Date(timeIntervalSince1970: Double(id) * 60),
            isUnread: unread, isStarred: starred)
    }

    private func library(_ server: MemorySyncServer) async throws -> StoredSync {
        let sync = try await StoredSync.inMemory(
            passwordFolder: FileManager.default.temporaryDirectory.appendingPathComponent("timing-\(UUID())"),
            makeServer: { _, _ throws(SyncServerError) in server }, fullStateCheckHours: 24, now: { Date() })
        _ = try await sync.addAccount(
            .greader, url: try #require(URL(string: "http://127.0.0.1:9/api/greader.php")), user: "alice",
            secret: .password("secret"), name: "home")
        return sync
    }

    /// Each article's guid with its read and starred flags.
    private func states(_ sync: StoredSync) async throws -> [String: (read: Bool, starred: Bool)] {
        let rows = try await sync.library.read { connection throws(DatabaseError) in
            try connection.query("SELECT guid, read, starred FROM articles") { row throws(DatabaseError) in
                (try row.string(0), try row.int64(1) != 0, try row.int64(2) != 0)
            }
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.0, (read: $0.1, starred: $0.2)) })
    }

    @Test func aFirstSyncTakesEachArticlesStateFromItAndAsksForNoList() async throws {
        let server = listingServer()
        server.state.withLock {
            $0.articles = [article(1, unread: false), article(2), article(3, unread: false, starred: true)]
        }
        let sync = try await library(server)
        let outcome = try #require(try await sync.sync(nil) { _ in }.first)
        #expect(outcome.failure == nil)
        #expect(outcome.newArticles == 3)
        #expect(server.state.withLock { $0.calls }.sorted() == ["articles", "subscriptions"])
        let states = try await states(sync)
        #expect(states["guid-1"]?.read == true)
        #expect(states["guid-2"]?.read == false)
        #expect(states["guid-3"]?.read == true && states["guid-3"]?.starred == true)
    }

    @Test func anArticleStoredBeforeTakesTheServersStateWholeFromThePull() async throws {
        let server = listingServer()
        server.state.withLock { $0.articles = [article(1), article(2, unread: false, starred: true)] }
        let sync = try await library(server)
        // The feed was followed here before the account came: its two articles were stored by
        // a refresh, the first read and starred here, the second neither.
        try await sync.library.unitOfWork { work in
            let feed = try StoredSubscriptionTables().insert(
                url: Self.feed.url, title: "Seven", tags: [], addedAt: Date(), in: work)
            let articles = StoredArticles(database: sync.library, subscriptions: FixedSubscriptionFacts())
            let outcome = try articles.merge(
                [IncomingArticle(guid: "guid-1"), IncomingArticle(guid: "guid-2")], into: feed,
                feedTitle: "Seven", now: Date(), in: work)
            _ = try articles.setRead([outcome.inserted[0]], read: true, origin: .local, in: work)
            _ = try articles.setStarred([outcome.inserted[0]], starred: true, origin: .local, in: work)
        }
        let outcome = try #require(try await sync.sync(nil) { _ in }.first)
        #expect(outcome.failure == nil)
        let states = try await states(sync)
        #expect(states.count == 2)
        #expect(states["guid-1"]?.read == false && states["guid-1"]?.starred == false)
        #expect(states["guid-2"]?.read == true && states["guid-2"]?.starred == true)
    }

    @Test func listsThatMayPredateThePullLeaveItsArticlesTheirOwnStates() async throws {
        let server = listingServer()
        server.state.withLock { $0.articles = [article(1), article(2)] }
        let sync = try await library(server)
        _ = try await sync.sync(nil) { _ in }
        // Article 1 was read and 2 starred elsewhere; article 3 arrived, unread and starred, after
        // the lists were answered, so they do not name it.
        server.state.withLock {
            $0.articles.append(article(3, starred: true))
            $0.unreadList = [2]
            $0.starredList = [2]
            $0.calls = []
        }
        let outcome = try #require(try await sync.sync(nil) { _ in }.first)
        #expect(outcome.failure == nil)
        #expect(outcome.newArticles == 1)
        #expect(outcome.stateChanges == 2)
        #expect(
            server.state.withLock { $0.calls }.sorted() == ["articles", "starred", "subscriptions", "unread"])
        let states = try await states(sync)
        #expect(states["guid-1"]?.read == true)
        #expect(states["guid-2"]?.read == false && states["guid-2"]?.starred == true)
        #expect(states["guid-3"]?.read == false && states["guid-3"]?.starred == true)
    }
}

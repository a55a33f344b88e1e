import DatabaseService
import Foundation
import SyncService
import Synchronization
import Testing

@testable import SyncLogic

/// A feed subscribed on the server while a sync runs: its articles come in the pull, after the
/// subscriptions were listed without it. They are stored once the subscriptions are listed
/// again, before the high-water mark rises past them; articles of a feed the server never lists
/// are still left out, and do not hold the mark back.
@Suite struct SubscribedMidSyncTests {
    static let first = RemoteFeed(id: 1, title: "First", url: URL(filePath: "/first.xml"))
    static let late = RemoteFeed(id: 2, title: "Late", url: URL(filePath: "/late.xml"))

    private func article(_ id: RemoteArticleID, of feed: RemoteFeed) -> RemoteArticle {
        RemoteArticle(
            id: id, feedID: feed.id, guid: "guid-\(id)", title: "Article \(id)", html: "<p>Body \(id)</p>",
            published: Date(timeIntervalSince1970: Double(id) * 60))
    }

    private func library(_ server: MemorySyncServer) async throws -> StoredSync {
        let sync = try await StoredSync.inMemory(
            passwordFolder: FileManager.default.temporaryDirectory.appendingPathComponent(
                "midsync-\(UUID())"),
            makeServer: { _, _ throws(SyncServerError) in server }, fullStateCheckHours: 24, now: { Date() })
        _ = try await sync.addAccount(
            .greader, url: try #require(URL(string: "http://127.0.0.1:9/api/greader.php")), user: "alice",
            secret: .password("secret"), name: "home")
        return sync
    }

    /// Each stored article's guid with its feed's address.
    private func stored(_ sync: StoredSync) async throws -> [String: String] {
        let rows = try await sync.library.read { connection throws(DatabaseError) in
            try connection.query(
                "SELECT articles.guid, feeds.url FROM articles JOIN feeds ON feeds.id = articles.feed_id"
            ) { row throws(DatabaseError) in (try row.string(0), try row.string(1)) }
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.0, $0.1) })
    }

    @Test(arguments: [false, true])
    func articlesOfAFeedSubscribedDuringTheSyncAreKept(laterSync: Bool) async throws {
        let server = MemorySyncServer(feeds: [Self.first])
        let sync = try await library(server)
        if laterSync {
            // A sync before: the library has articles and a mark, so the states step runs too.
            server.state.withLock { $0.articles = [article(1, of: Self.first)] }
            _ = try await sync.sync(nil) { _ in }
            server.state.withLock { $0.listings = 0 }
        }
        server.state.withLock { state in
            state.late = Self.late
            state.articles += [
                article(10, of: Self.first), article(11, of: Self.late),
                article(12, of: Self.first), article(13, of: Self.late),
            ]
        }
        let outcome = try #require(try await sync.sync(nil) { _ in }.first)
        #expect(outcome.failure == nil)
        #expect(outcome.newArticles == 4)
        #expect(outcome.feedsAdded == (laterSync ? 1 : 2))
        let articles = try await stored(sync)
        #expect(articles["guid-11"] == "file:///late.xml")
        #expect(articles["guid-13"] == "file:///late.xml")
        #expect(articles["guid-12"] == "file:///first.xml")

        // The next sync asks above the newest and brings nothing twice.
        let next = try #require(try await sync.sync(nil) { _ in }.first)
        #expect(next.newArticles == 0)
        #expect(server.state.withLock { $0.marks.last } == 13)
        #expect(try await stored(sync).count == (laterSync ? 5 : 4))
    }

    @Test func articlesOfAFeedTheServerNeverListsAreLeftOutAndTheMarkRises() async throws {
        let server = MemorySyncServer(feeds: [Self.first])
        let never = RemoteFeed(id: 9, title: "Never", url: URL(filePath: "/never.xml"))
        server.state.withLock { state in
            state.articles = [article(20, of: Self.first), article(21, of: never)]
        }
        let sync = try await library(server)
        let outcome = try #require(try await sync.sync(nil) { _ in }.first)
        #expect(outcome.failure == nil)
        #expect(outcome.newArticles == 1)
        #expect(try await stored(sync).keys.sorted() == ["guid-20"])
        // The subscriptions were listed a second time for the stray article, once.
        #expect(server.state.withLock { $0.listings } == 2)
        _ = try await sync.sync(nil) { _ in }
        #expect(server.state.withLock { $0.marks.last } == 21)
    }
}

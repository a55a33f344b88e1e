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
    /// A server whose subscription list gains `late` from its second listing on, and whose
    /// articles are set by the test. It records each pull's high-water mark.
    final class GrowingServer: SyncServer {
        struct State {
            var articles: [RemoteArticle] = []
            var listings = 0
            var late: RemoteFeed?
            var marks: [RemoteArticleID?] = []
        }

        let state = Mutex(State())
        var kind: SyncServerKind { .greader }
        static let first = RemoteFeed(id: 1, title: "First", url: URL(filePath: "/first.xml"))
        static let late = RemoteFeed(id: 2, title: "Late", url: URL(filePath: "/late.xml"))

        func logIn() async throws(SyncServerError) {}
        func subscriptions() async throws(SyncServerError) -> [RemoteFeed] {
            state.withLock { state in
                state.listings += 1
                return [Self.first] + (state.listings > 1 ? state.late.map { [$0] } ?? [] : [])
            }
        }
        func articles(after: RemoteArticleID?, from cursor: RemotePageCursor?) async throws(SyncServerError)
            -> RemoteArticlePage
        {
            state.withLock { state in
                state.marks.append(after)
                return RemoteArticlePage(articles: state.articles.filter { $0.id > (after ?? 0) }, next: nil)
            }
        }
        func stateCounts() async throws(SyncServerError) -> [RemoteFeedID: RemoteFeedCounts]? { nil }
        func unreadArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<RemoteArticleID>
        {
            state.withLock { Set($0.articles.filter(\.isUnread).map(\.id)) }
        }
        func starredArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
            RemoteArticleID
        > { [] }
        func existingArticles(among ids: [RemoteArticleID]) async throws(SyncServerError) -> Set<
            RemoteArticleID
        > {
            state.withLock { Set(ids).intersection($0.articles.map(\.id)) }
        }
        func apply(_ change: RemoteStateChange, to ids: [RemoteArticleID]) async throws(SyncServerError) {}
        func subscribe(to url: URL, category: String?) async throws(SyncServerError) -> RemoteFeedID? { nil }
        func unsubscribe(from feed: RemoteFeedID) async throws(SyncServerError) {}
    }

    private func article(_ id: RemoteArticleID, of feed: RemoteFeed) -> RemoteArticle {
        RemoteArticle(
            id: id, feedID: feed.id, guid: "guid-\(id)", title: "Article \(id)", html: "<p>Body \(id)</p>",
            published: Date(timeIntervalSince1970: Double(id) * 60))
    }

    private func library(_ server: GrowingServer) async throws -> StoredSync {
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
        let server = GrowingServer()
        let sync = try await library(server)
        if laterSync {
            // A sync before: the library has articles and a mark, so the states step runs too.
            server.state.withLock { $0.articles = [article(1, of: GrowingServer.first)] }
            _ = try await sync.sync(nil) { _ in }
            server.state.withLock { $0.listings = 0 }
        }
        server.state.withLock { state in
            state.late = GrowingServer.late
            state.articles += [
                article(10, of: GrowingServer.first), article(11, of: GrowingServer.late),
                article(12, of: GrowingServer.first), article(13, of: GrowingServer.late),
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
        let server = GrowingServer()
        let never = RemoteFeed(id: 9, title: "Never", url: URL(filePath: "/never.xml"))
        server.state.withLock { state in
            state.articles = [article(20, of: GrowingServer.first), article(21, of: never)]
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

import Foundation
import HTTPService
import LoopbackServerService
import Synchronization
import Testing

@testable import SyncService

/// The TT-RSS adapter's paging, against a loopback server that answers the API's calls the way
/// TT-RSS does: 200 headlines at most per `getHeadlines`, from `skip` on, above `since_id`.
@Suite struct TinyTinyRSSPagingTests {
    /// A loopback TT-RSS holding articles 1…`count`, that records each `getHeadlines` call.
    final class FakeAPI: Sendable {
        /// The `getHeadlines` calls, in the order they arrived.
        final class CallLog: Sendable {
            let calls = Mutex<[(sinceID: Int, skip: Int)]>([])
        }

        let log = CallLog()
        let server: LoopbackServer

        init(articles count: Int) throws {
            let log = log
            server = try LoopbackServer(routes: [
                "/tt-rss/api/": LoopbackRoute { request in
                    let body =
                        (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
                    let content: Any
                    switch body["op"] as? String {
                    case "login":
                        content = ["session_id": "s1"]
                    case "getHeadlines":
                        let since = body["since_id"] as? Int ?? 0
                        let skip = body["skip"] as? Int ?? 0
                        log.calls.withLock { $0.append((since, skip)) }
                        let ids = Array((since + 1)...max(since + 1, count)).filter { $0 <= count }
                        content = ids.dropFirst(skip).prefix(200).map { id in
                            [
                                "id": id, "feed_id": "7", "title": "Article \(id)", "unread": true,
                                "marked": false,
                            ]
                        }
                    default:
                        content = ["error": "UNKNOWN_METHOD"]
                    }
                    let answer =
                        (try? JSONSerialization.data(withJSONObject: ["status": 0, "content": content]))
                        ?? Data()
                    return LoopbackResponse(
                        status: 200, headers: ["Content-Type": "application/json"], body: answer)
                }
            ])
        }

        func adapter(pagesAtOnce: Int) -> TinyTinyRSSServer {
            let client = CurlHTTPClient(
                settings: HTTPSettings(
                    userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 5,
                    maxRedirects: 2, maxResponseBytes: 1 << 22, retryLimit: 0, retryAfterMaxSeconds: 1,
                    concurrency: 4, concurrencyPerHost: 4))
            return TinyTinyRSSServer(
                login: SyncServerLogin(url: server.url("/tt-rss/"), user: "u", password: "p"), client: client,
                pagesAtOnce: pagesAtOnce)
        }

        /// Every page from the first, as the sync logic walks them.
        func pull(after: RemoteArticleID?, pagesAtOnce: Int = 2) async throws -> [[RemoteArticleID]] {
            let adapter = adapter(pagesAtOnce: pagesAtOnce)
            var pages: [[RemoteArticleID]] = []
            var cursor: RemotePageCursor?
            repeat {
                let page = try await adapter.articles(after: after, from: cursor)
                pages.append(page.articles.map(\.id))
                cursor = page.next
            } while cursor != nil
            return pages
        }
    }

    @Test
    func aFirstPullAsksForTwoPagesAtOnceAndMissesNothing() async throws {
        let api = try FakeAPI(articles: 450)
        defer { api.server.stop() }
        let pages = try await api.pull(after: nil)
        #expect(pages.map(\.count) == [400, 50])
        #expect(pages.flatMap { $0 } == Array(1...450))
        // Skips 0 and 200 together, then 400 and 600 together (the last one empty).
        #expect(api.log.calls.withLock { $0.map(\.skip) }.sorted() == [0, 200, 400, 600])
    }

    @Test
    func aPullOfWhatIsNewStartsWithOnePage() async throws {
        let api = try FakeAPI(articles: 450)
        defer { api.server.stop() }
        let pages = try await api.pull(after: 449)
        #expect(pages == [[450]])
        #expect(api.log.calls.withLock { $0.map(\.skip) } == [0])
        #expect(api.log.calls.withLock { $0.map(\.sinceID) } == [449])
    }

    @Test
    func aLongPullOfWhatIsNewGoesOnTwoPagesAtOnce() async throws {
        let api = try FakeAPI(articles: 700)
        defer { api.server.stop() }
        let pages = try await api.pull(after: 100)
        // 600 new articles fill three pages exactly, so a last, empty answer says there is no more.
        #expect(pages.map(\.count) == [200, 400, 0])
        #expect(pages.flatMap { $0 } == Array(101...700))
    }

    @Test
    func theNumberOfPagesAtOnceIsASetting() async throws {
        let api = try FakeAPI(articles: 450)
        defer { api.server.stop() }
        #expect(try await api.pull(after: nil, pagesAtOnce: 3).map(\.count) == [450])
        #expect(api.log.calls.withLock { $0.map(\.skip) }.sorted() == [0, 200, 400])
        let one = try FakeAPI(articles: 450)
        defer { one.server.stop() }
        #expect(try await one.pull(after: nil, pagesAtOnce: 1).map(\.count) == [200, 200, 50])
    }
}

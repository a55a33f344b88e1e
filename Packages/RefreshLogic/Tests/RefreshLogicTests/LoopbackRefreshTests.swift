import ArticleLogic
import Foundation
import HTTPService
import LibraryModelLogic
import LoopbackServerService
import RefreshLogic
import SubscriptionLogic
import Testing

/// The HTTP service as the logic layer's fetcher; the app has its own adapter, this one keeps
/// the test independent of the app.
struct HTTPFetcher: FeedFetching {
    let client = CurlHTTPClient(
        settings: HTTPSettings(
            userAgent: "Tidings tests", connectTimeoutSeconds: 2, requestTimeoutSeconds: 3, maxRedirects: 5,
            maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1, concurrency: 8,
            concurrencyPerHost: 4))

    func fetch(_ request: FetchRequest) async throws(FetchFailure) -> FetchResponse {
        do {
            let response = try await client.get(
                HTTPRequest(url: request.url, etag: request.etag, lastModified: request.lastModified))
            return FetchResponse(
                finalURL: response.url, status: response.status, body: response.body,
                etag: response.headers["ETag"],
                lastModified: response.headers["Last-Modified"], contentType: response.headers["Content-Type"]
            )
        } catch {
            switch error {
            case .status(let code, _, let retryAfter):
                throw FetchFailure(.status(code), error.description, retryAfterSeconds: retryAfter)
            case .timedOut: throw FetchFailure(.timeout, error.description)
            case .hostNotFound, .connectionFailed, .connectionLost:
                throw FetchFailure(.unreachable, error.description)
            default: throw FetchFailure(.other, error.description)
            }
        }
    }
}

/// A refresh against a real HTTP server on loopback whose feeds change between runs.
@Suite struct LoopbackRefresh {
    @Test
    func changingFeedsOverRealHTTP() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let xml = "application/rss+xml"
        func feed(_ items: [(String, String)], etag: String) -> LoopbackRoute {
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": xml], body: rss("News", items: items), etag: etag))
        }
        server.setRoute(feed([("n1", "One"), ("n2", "Two")], etag: "\"1\""), for: "/news")
        server.setRoute(feed([("s1", "Stable")], etag: "\"s\""), for: "/stable")
        server.setRoute(feed([("f1", "Flaky")], etag: "\"f\""), for: "/flaky")
        server.setRoute(feed([("h1", "Was a feed")], etag: "\"h\""), for: "/turns-html")

        let library = try await makeRefresh(fetcher: HTTPFetcher(), clock: TestClock())
        for path in ["/news", "/stable", "/flaky", "/turns-html"] {
            _ = try await library.follow(server.url(path))
        }
        let first = try await library.refresh()
        #expect(first.newArticles == 5 && first.failures.isEmpty)

        server.setRoute(feed([("n3", "Three"), ("n1", "One, edited")], etag: "\"2\""), for: "/news")
        server.setRoute(.fixed(.status(500)), for: "/flaky")
        server.setRoute(
            .fixed(.ok("<html><body>gone</body></html>", contentType: "text/html")), for: "/turns-html")
        let second = try await library.refresh()
        #expect(second.newArticles == 1 && second.changedArticles == 1)
        #expect(second.failures.map(\.feed.url.path).sorted() == ["/flaky", "/turns-html"])
        let stableRequests = server.requests(to: "/stable")
        #expect(stableRequests.count == 3)
        #expect(stableRequests.last?.header("If-None-Match") == "\"s\"")
        let titles = Set(try await library.titles())
        #expect(titles == ["One, edited", "Two", "Three", "Stable", "Flaky", "Was a feed"])
        let statuses = try await library.refresher.statuses()
        #expect(statuses.values.filter(\.isFailing).count == 2)
    }
}

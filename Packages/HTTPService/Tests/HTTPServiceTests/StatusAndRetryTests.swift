import Foundation
import HTTPService
import LoopbackServerService
import Testing
import UnicodeTextService

@Suite struct StatusesAndRetries {
    @Test func errorStatusesFailWithTheirCode() async throws {
        let server = try LoopbackServer(routes: [
            "/gone": .fixed(.status(404)), "/broken": .fixed(.status(500)),
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let notFound = server.url("/gone")
        #expect(
            await failure(of: HTTPRequest(url: notFound), with: client)
                == .status(code: 404, url: notFound.absoluteString, retryAfterSeconds: nil))
        let broken = server.url("/broken")
        #expect(
            await failure(of: HTTPRequest(url: broken), with: client)
                == .status(code: 500, url: broken.absoluteString, retryAfterSeconds: nil))
        #expect(server.requests(to: "/broken").count == 1)
    }

    @Test func tooManyRequestsIsRetriedAfterTheWait() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .sequence([.status(429, retryAfter: "1"), .ok("finally")])
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(retryLimit: 2, retryAfterMax: 2))
        let response = try await client.get(HTTPRequest(url: server.url("/feed")))
        #expect(response.body == Data("finally".utf8))
        #expect(server.requests(to: "/feed").count == 2)
    }

    @Test func unavailableWithAnHTTPDateIsRetried() async throws {
        let soon = HTTPDateText.format(Date().addingTimeInterval(1))
        let server = try LoopbackServer(routes: [
            "/feed": .sequence([.status(503, retryAfter: soon), .ok("back")])
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(retryLimit: 1, retryAfterMax: 3))
        let response = try await client.get(HTTPRequest(url: server.url("/feed")))
        #expect(response.body == Data("back".utf8))
        #expect(server.requests(to: "/feed").count == 2)
    }

    @Test func aRetryAfterLongerThanAllowedFailsAtOnce() async throws {
        let server = try LoopbackServer(routes: ["/feed": .fixed(.status(429, retryAfter: "3600"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(retryLimit: 5, retryAfterMax: 30))
        let url = server.url("/feed")
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .status(code: 429, url: url.absoluteString, retryAfterSeconds: 3600))
        #expect(server.requests.count == 1)
    }

    @Test func retriesStopAtTheLimit() async throws {
        let server = try LoopbackServer(routes: ["/feed": .fixed(.status(503, retryAfter: "0"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(retryLimit: 2))
        let url = server.url("/feed")
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .status(code: 503, url: url.absoluteString, retryAfterSeconds: 0),
            "the server's own wait is passed on when no retry is left")
        #expect(server.requests.count == 3)
    }
}

import Foundation
import HTTPService
import LoopbackServerService
import Testing

@Suite struct Cancellation {
    @Test func cancellingTheTaskAbortsTheTransfer() async throws {
        let server = try LoopbackServer(routes: ["/hang": .fixed(.hang)])
        defer { server.stop() }
        // The timeout is long: only the cancellation can end this request in time.
        let client = CurlHTTPClient(settings: testSettings(totalTimeout: 60))
        let url = server.url("/hang")
        let task = Task { () async throws(HTTPError) -> HTTPResponse in
            try await client.get(HTTPRequest(url: url))
        }
        #expect(await eventually { server.statistics.inFlight == 1 })
        task.cancel()
        let result = await task.result
        #expect(throws: HTTPError.cancelled) { try result.get() }
        // The connection was closed, so the server's hanging answer ended.
        #expect(await eventually { server.statistics.inFlight == 0 })
    }

    @Test func cancellingAQueuedRequestNeverSendsIt() async throws {
        let server = try LoopbackServer(routes: ["/hang": .fixed(.hang), "/queued": .fixed(.ok("never"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(totalTimeout: 60, concurrency: 1, perHost: 1))
        let blocker = Task { () async throws(HTTPError) -> HTTPResponse in
            try await client.get(HTTPRequest(url: server.url("/hang")))
        }
        #expect(await eventually { server.statistics.inFlight == 1 })
        let queued = Task { () async throws(HTTPError) -> HTTPResponse in
            try await client.get(HTTPRequest(url: server.url("/queued")))
        }
        try await Task.sleep(for: .milliseconds(100))
        queued.cancel()
        await #expect(throws: HTTPError.cancelled) { try await queued.value }
        blocker.cancel()
        await #expect(throws: HTTPError.cancelled) { try await blocker.value }
        #expect(server.requests(to: "/queued").isEmpty)
    }

    @Test func cancellingDuringARetryWaitStopsWaiting() async throws {
        let server = try LoopbackServer(routes: ["/busy": .fixed(.status(503, retryAfter: "50"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(retryLimit: 3, retryAfterMax: 60))
        let task = Task { () async throws(HTTPError) -> HTTPResponse in
            try await client.get(HTTPRequest(url: server.url("/busy")))
        }
        #expect(await eventually { server.statistics.requestCount == 1 })
        task.cancel()
        await #expect(throws: HTTPError.cancelled) { try await task.value }
        #expect(server.statistics.requestCount == 1)
    }
}

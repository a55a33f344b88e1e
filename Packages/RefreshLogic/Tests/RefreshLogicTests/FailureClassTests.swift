import ArticleLogic
import FeedParserService
import Foundation
import LibraryModelLogic
import LoopbackServerService
import RefreshLogic
import SubscriptionLogic
import Testing

/// The class of a failure decides when the feed is tried again, over real HTTP on loopback.
@Suite struct FailureClasses {
    /// A short base, so that a `Retry-After` longer than it shows.
    static let shortBackoff = RefreshSettings(
        concurrency: 4, retention: RetentionPolicy(days: 30, itemsPerFeed: 100),
        backoff: RefreshBackoff(base: 30, maximum: 86_400),
        parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20))

    @Test
    func aGoneFeedIsMarkedAndCheckedRarelyAndRetryAfterIsHonoured() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let healthy = LoopbackRoute.fixed(
            LoopbackResponse(
                status: 200, headers: ["Content-Type": "application/rss+xml"],
                body: rss("Feed", items: [("a", "A")])))
        for path in ["/gone", "/limited", "/flaky"] { server.setRoute(healthy, for: path) }
        let clock = TestClock()
        let library = try await makeRefresh(
            fetcher: HTTPFetcher(), clock: clock, settings: Self.shortBackoff)
        let gone = try await library.follow(server.url("/gone"))
        let limited = try await library.follow(server.url("/limited"))
        let flaky = try await library.follow(server.url("/flaky"))
        _ = try await library.refresh()

        server.setRoute(.fixed(.status(410)), for: "/gone")
        server.setRoute(.fixed(.status(429, retryAfter: "120")), for: "/limited")
        server.setRoute(.fixed(.status(503)), for: "/flaky")
        let failed = try await library.refresh()
        #expect(failed.failures.count == 3)
        let statuses = try await library.refresher.statuses()
        let start = clock.now
        #expect(statuses[gone.id]?.failureClass == .gone)
        #expect(statuses[gone.id]?.nextAttempt == start.addingTimeInterval(86_400))
        #expect(statuses[limited.id]?.failureClass == .rateLimited)
        #expect(statuses[limited.id]?.nextAttempt == start.addingTimeInterval(120))
        #expect(statuses[flaky.id]?.failureClass == .serverError)
        #expect(statuses[flaky.id]?.nextAttempt == start.addingTimeInterval(30))

        // A minute later only the 503 feed is due: the gone one waits a day, the 429 its two minutes.
        clock.advance(hours: 1.0 / 60)
        let requestsBefore = server.requests.count
        let minuteLater = try await library.refresh()
        #expect(minuteLater.postponed == 2)
        #expect(server.requests.dropFirst(requestsBefore).map(\.path) == ["/flaky"])

        // Past the Retry-After the 429 feed is asked again; the gone one still is not.
        clock.advance(hours: 2.0 / 60)
        let requestsThen = server.requests.count
        _ = try await library.refresh()
        #expect(Set(server.requests.dropFirst(requestsThen).map(\.path)) == ["/flaky", "/limited"])
        #expect(try await library.refresher.statuses()[gone.id]?.failureClass == .gone)
    }

    @Test func timeoutsBackOffBrieflyAndOthersDouble() {
        let backoff = RefreshBackoff(base: 600, maximum: 86_400)
        let now = Date(timeIntervalSince1970: 0)
        for failures in [1, 3, 8] {
            #expect(
                backoff.nextAttempt(afterFailures: failures, of: .timeout, retryAfterSeconds: nil, at: now)
                    == now.addingTimeInterval(600))
        }
        #expect(
            backoff.nextAttempt(afterFailures: 3, of: .serverError, retryAfterSeconds: nil, at: now)
                == now.addingTimeInterval(2_400))
        #expect(
            backoff.nextAttempt(afterFailures: 1, of: .rateLimited, retryAfterSeconds: 1e12, at: now)
                == now.addingTimeInterval(86_400), "a hostile Retry-After is capped at the maximum")
        #expect(FeedFailureClass(FetchFailure(.status(404), "")) == .gone)
        #expect(FeedFailureClass(FetchFailure(.status(403), "")) == .forbidden)
        #expect(FeedFailureClass(FetchFailure(.unreachable, "")) == .network)
    }
}

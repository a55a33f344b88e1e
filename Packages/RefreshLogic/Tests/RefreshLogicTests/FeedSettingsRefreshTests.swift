import ArticleLogic
import Foundation
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic
import Testing

/// A feed's own settings as a refresh honours them: paused, its interval, its HTTP fields and
/// its retention.
@Suite struct FeedSettingsDuringRefresh {
    let alpha = link("https://alpha.example/feed")
    let beta = link("https://beta.example/feed")

    @Test func aPausedFeedIsNeverFetchedNotEvenByNameAndKeepsItsArticles() async throws {
        let fetcher = InMemoryFeedFetcher()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: TestClock())
        let feed = try await library.follow(alpha)
        _ = try await library.refresh()
        try await library.subscriptions.changeSetting(feed.id, FeedSettings.change("paused", to: "true"))
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a2", "Second"), ("a1", "First")]))
        let requestsBefore = await fetcher.requests.count

        let all = try await library.refresh()
        let named = try await library.refresh(feed: feed.id)

        #expect(all.paused == 1 && all.feedsChecked == 0 && all.newArticles == 0)
        #expect(named.paused == 1 && named.feedsChecked == 0)
        #expect(await fetcher.requests.count == requestsBefore)
        #expect(try await library.titles() == ["First"])

        try await library.subscriptions.changeSetting(feed.id, .unset("paused"))
        let resumed = try await library.refresh()
        #expect(resumed.newArticles == 1 && resumed.paused == 0)
    }

    @Test func aFeedWithAnIntervalWaitsForItUnlessRefreshedByName() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        let slow = try await library.follow(alpha)
        _ = try await library.follow(beta)
        try await library.subscriptions.changeSetting(
            slow.id, FeedSettings.change("refreshMinutes", to: "120"))
        let first = try await library.refresh()
        #expect(first.feedsChecked == 2 && first.notDue == 0)

        clock.advance(hours: 1)
        let log = ProgressLog()
        let early = try await library.refresh { log.record($0) }
        #expect(early.feedsChecked == 1 && early.notDue == 1)
        let waiting = try #require(log.all.first { $0.feed.id == slow.id })
        #expect(waiting.result == .notDue(until: clock.now.addingTimeInterval(3_600)))

        let byName = try await library.refresh(feed: slow.id)
        #expect(byName.feedsChecked == 1 && byName.notDue == 0)

        clock.advance(hours: 2.5)
        let due = try await library.refresh()
        #expect(due.feedsChecked == 2 && due.notDue == 0)
    }

    @Test func theLibraryIntervalHoldsForFeedsWithoutTheirOwn() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        var hourly = settings
        hourly.interval = 3_600
        let library = try await makeRefresh(fetcher: fetcher, clock: clock, settings: hourly)
        _ = try await library.follow(alpha)
        let eager = try await library.follow(beta)
        try await library.subscriptions.changeSetting(
            eager.id, FeedSettings.change("refreshMinutes", to: "10"))
        _ = try await library.refresh()
        clock.advance(hours: 0.5)
        let summary = try await library.refresh()
        #expect(summary.feedsChecked == 1 && summary.notDue == 1)
    }

    @Test func aFeedIsFetchedWithItsOwnUserAgentAndHeader() async throws {
        let fetcher = InMemoryFeedFetcher()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: TestClock())
        let picky = try await library.follow(alpha)
        _ = try await library.follow(beta)
        try await library.subscriptions.changeSetting(
            picky.id, FeedSettings.change("userAgent", to: "Mozilla/5.0"))
        try await library.subscriptions.changeSetting(
            picky.id, FeedSettings.change("header", to: "X-Api-Key: k1"))
        _ = try await library.refresh()
        let requests = await fetcher.requests
        let toAlpha = try #require(requests.last { $0.url == alpha })
        let toBeta = try #require(requests.last { $0.url == beta })
        #expect(toAlpha.headers.map(\.feedSettingText) == ["User-Agent: Mozilla/5.0", "X-Api-Key: k1"])
        #expect(toBeta.headers.isEmpty)
    }

    @Test func aFeedKeepsAsManyReadArticlesAsItsOwnRetentionSays() async throws {
        let fetcher = InMemoryFeedFetcher()
        let items = (1...6).reversed().map { ("a\($0)", "Item \($0)") }
        await fetcher.serve(alpha, body: rss("Alpha", items: items))
        await fetcher.serve(
            beta, body: rss("Beta", items: (1...6).reversed().map { ("b\($0)", "Other \($0)") }))
        let library = try await makeRefresh(fetcher: fetcher, clock: TestClock())
        let small = try await library.follow(alpha)
        let other = try await library.follow(beta)
        try await library.subscriptions.changeSetting(small.id, FeedSettings.change("keepArticles", to: "2"))
        _ = try await library.refresh()
        for feed in [small.id, other.id] {
            let page = try await library.articles.page(ArticleQuery(feeds: [feed]), after: nil, limit: 100)
            _ = try await library.articles.setRead(page.articles.map(\.id), read: true)
        }
        // A changed body makes the refresh store the feed again, which applies retention.
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a7", "Item 7")] + items))
        await fetcher.serve(
            beta,
            body: rss(
                "Beta", items: [("b7", "Other 7")] + (1...6).reversed().map { ("b\($0)", "Other \($0)") }))
        _ = try await library.refresh()
        let kept = try await library.articles.page(ArticleQuery(feeds: [small.id]), after: nil, limit: 100)
        let others = try await library.articles.page(ArticleQuery(feeds: [other.id]), after: nil, limit: 100)
        #expect(kept.articles.count == 2)  // the two newest: the new unread one, and the newest read one
        #expect(others.articles.count == 7)
    }
}

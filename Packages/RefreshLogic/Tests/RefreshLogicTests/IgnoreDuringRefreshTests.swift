import ArticleLogic
import FilterLogic
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic
import Testing

/// The killfile applied by a refresh, in the unit of work that stores a feed's articles.
@Suite struct IgnoreDuringRefresh {
    let alpha = link("https://alpha.example/feed")
    let beta = link("https://beta.example/feed")

    @Test func droppedAndHiddenArticlesAreNotNewAndDroppedOnesDoNotComeBack() async throws {
        let fetcher = InMemoryFeedFetcher()
        await fetcher.serve(alpha, body: rss("Alpha", items: []))
        await fetcher.serve(beta, body: rss("Beta", items: []))
        let library = try await makeRefresh(fetcher: fetcher, clock: TestClock())
        let alphaFeed = try await library.follow(alpha)
        _ = try await library.follow(beta)
        _ = try await library.rules.add(
            try FilterExpression(parsing: #"title =~ "^ad:""#), feed: nil, hides: false)
        _ = try await library.rules.add(
            try FilterExpression(parsing: #"title # "quiet""#), feed: alphaFeed.id, hides: true)
        await fetcher.serve(
            alpha, body: rss("Alpha", items: [("a1", "Ad: buy"), ("a2", "Quiet note"), ("a3", "News")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Quiet too"), ("b2", "ad: more")]))
        let summary = try await library.refresh()
        #expect(summary.newArticles == 2)
        #expect(Set(try await library.titles()) == ["News", "Quiet too"])
        #expect(try await library.articles.counts()[alphaFeed.id]?.total == 1)
        await fetcher.serve(
            alpha,
            body: rss(
                "Alpha", items: [("a4", "Later"), ("a1", "Ad: buy"), ("a2", "Quiet note"), ("a3", "News")]))
        try await library.rules.remove(1)
        let again = try await library.refresh()
        #expect(again.newArticles == 1)
        #expect(Set(try await library.titles()) == ["Later", "News", "Quiet too"])
    }
}

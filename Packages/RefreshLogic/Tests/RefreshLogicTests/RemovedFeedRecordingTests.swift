import ArticleLogic
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic
import Testing

@Suite struct RemovedFeedRecording {
    @Test
    func aFeedRemovedDuringARefreshGetsNoStateAndNoArticles() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        let kept = link("https://kept.example/feed")
        let gone = link("https://gone.example/feed")
        await fetcher.serve(kept, body: rss("Kept", items: []))
        await fetcher.serve(gone, body: rss("Gone", items: []))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        let keptFeed = try await library.follow(kept)
        let goneFeed = try await library.follow(gone)
        _ = try await library.subscriptions.remove(goneFeed.id)
        let recording = StoredRefreshRecording(
            database: library.database,
            articles: StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()),
            subscriptions: StoredSubscriptionTables(), ignoreRules: StoredIgnoreRuleTables())
        let checked = RefreshState(etag: "\"v2\"")
        try await recording.recordUnchanged([keptFeed.id: checked, goneFeed.id: checked])
        try await recording.recordFailure(goneFeed.id, state: RefreshState(etag: "\"failed\""))
        let written = await recording.recordFetched(
            [
                FetchedFeed(
                    feed: goneFeed, title: "Gone", homeURL: nil,
                    items: [IncomingArticle(guid: "g1", title: "Too late")], state: checked,
                    fetchedAt: clock.now)
            ], retention: settings.retention)
        #expect((try written.first?.get())?.inserted.isEmpty == true)
        let states = try await recording.states()
        #expect(states[keptFeed.id]?.etag == "\"v2\"")
        #expect(states[goneFeed.id] == nil)
        #expect(try await library.titles().isEmpty)
    }
}

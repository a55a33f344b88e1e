import ArticleLogic
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import SubscriptionLogic
import Testing

@testable import RefreshLogic

/// The library's own recording, which logs each group it is given and holds the first one
/// until the test releases it, so that the feeds parsed meanwhile queue up behind it.
actor HeldRecording: RefreshRecording {
    private let stored: StoredRefreshRecording
    /// The size of each group written, in order.
    private(set) var groupSizes: [Int] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var isHolding = true

    init(_ stored: StoredRefreshRecording) {
        self.stored = stored
    }

    /// Lets the held first group be written.
    func release() {
        isHolding = false
        gate?.resume()
        gate = nil
    }

    func states() async throws(RefreshError) -> [FeedID: RefreshState] {
        try await stored.states()
    }

    func recordUnchanged(_ states: [FeedID: RefreshState]) async throws(RefreshError) {
        try await stored.recordUnchanged(states)
    }

    func recordFetched(_ group: [FetchedFeed], retention: RetentionPolicy) async
        -> [Result<MergeOutcome, RefreshError>]
    {
        groupSizes.append(group.count)
        if isHolding, groupSizes.count == 1 {
            await withCheckedContinuation { gate = $0 }
        }
        return await stored.recordFetched(group, retention: retention)
    }

    func recordFailure(_ feed: FeedID, state: RefreshState) async throws(RefreshError) {
        try await stored.recordFailure(feed, state: state)
    }
}

@Suite struct GroupCommits {
    @Test
    func feedsParsedWhileAGroupIsWrittenAreWrittenTogetherAndEachGetsItsOwnResult() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        let urls = (0..<40).map { link("https://feeds.example/\($0)") }
        for (index, url) in urls.enumerated() {
            await fetcher.serve(url, body: rss("Feed \(index)", items: []))
        }
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        var followed: [Feed] = []
        for url in urls { followed.append(try await library.follow(url)) }
        let feeds = followed
        let recording = HeldRecording(
            StoredRefreshRecording(
                database: library.database,
                articles: StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts()),
                subscriptions: StoredSubscriptionTables(), ignoreRules: StoredIgnoreRuleTables()))
        let writer = GroupCommit(recording: recording, retention: settings.retention)
        let moment = clock.now
        let fetched: @Sendable (Feed) -> FetchedFeed = { feed in
            FetchedFeed(
                feed: feed, title: nil, homeURL: nil,
                items: [
                    IncomingArticle(guid: "item-\(feed.id.rawValue)", title: "Item of \(feed.id.rawValue)")
                ],
                state: RefreshState(), fetchedAt: moment)
        }
        let results = try await withThrowingTaskGroup(of: (FeedID, MergeOutcome).self) { group in
            group.addTask { (feeds[0].id, try await writer.record(fetched(feeds[0])).get()) }
            // The first feed's group is held; the other 39 queue behind it.
            for _ in 0..<2000 where await recording.groupSizes.isEmpty {
                try await Task.sleep(for: .milliseconds(5))
            }
            for feed in feeds.dropFirst() {
                group.addTask { (feed.id, try await writer.record(fetched(feed)).get()) }
            }
            for _ in 0..<2000 where await writer.waitingCount < 39 {
                try await Task.sleep(for: .milliseconds(5))
            }
            await recording.release()
            var results: [FeedID: MergeOutcome] = [:]
            for try await (feed, outcome) in group { results[feed] = outcome }
            return results
        }
        #expect(await recording.groupSizes == [1, 16, 16, 7])
        #expect(results.count == 40)
        #expect(results.values.allSatisfy { $0.inserted.count == 1 })
        #expect(Set(results.values.flatMap(\.inserted)).count == 40)
        #expect(await writer.waitingCount == 0)
        let titles = try await library.titles()
        #expect(Set(titles) == Set(feeds.map { "Item of \($0.id.rawValue)" }))
    }
}

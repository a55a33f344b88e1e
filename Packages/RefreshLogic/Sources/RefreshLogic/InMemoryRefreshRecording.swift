public import ArticleLogic
import DatabaseService
public import Foundation
public import LibraryModelLogic
public import SubscriptionLogic

/// The default `RefreshRecording`: the in-memory subscriptions and articles, with states kept
/// in memory too.
public actor InMemoryRefreshRecording: RefreshRecording {
    private let subscriptions: InMemorySubscriptions
    private let articles: InMemoryArticles
    private var remembered: [FeedID: RefreshState] = [:]

    public init(subscriptions: InMemorySubscriptions, articles: InMemoryArticles) {
        self.subscriptions = subscriptions
        self.articles = articles
    }

    public func feeds(in scope: RefreshScope) async throws(RefreshError) -> [Feed] {
        let all: [Feed]
        do {
            all = try await subscriptions.feeds()
        } catch .storage(let cause) {
            throw .storage(cause)
        } catch {
            throw .storage(.caused(by: error))
        }
        return try scope.select(from: all)
    }

    public func states() async throws(RefreshError) -> [FeedID: RefreshState] {
        remembered
    }

    public func recordUnchanged(_ feed: FeedID, state: RefreshState) async throws(RefreshError) {
        remembered[feed] = state
    }

    public func recordFetched(_ fetched: FetchedFeed, retention: RetentionPolicy, now: Date)
        async throws(RefreshError)
        -> MergeOutcome
    {
        let id = fetched.feed.id
        await subscriptions.setSource(title: fetched.title, homeURL: fetched.homeURL, of: id)
        var feed = fetched.feed
        feed.sourceTitle = fetched.title ?? feed.sourceTitle
        let outcome = await articles.merge(fetched.items, into: id, feedTitle: feed.displayTitle)
        await articles.applyRetention(retention, to: id)
        remembered[id] = fetched.state
        return outcome
    }

    public func recordFailure(_ feed: FeedID, state: RefreshState) async throws(RefreshError) {
        remembered[feed] = state
    }
}

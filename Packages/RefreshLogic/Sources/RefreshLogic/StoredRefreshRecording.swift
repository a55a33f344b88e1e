public import ArticleLogic
public import DatabaseService
import FoundationEssentials
public import IgnoreRuleLogic
public import LibraryModelLogic
public import SubscriptionLogic

/// `RefreshRecording` on the SQLite library: each feed's results go in one unit of work across
/// the article tables, the subscription tables (each through its package's protocol) and the
/// refresh store, this package's own.
public struct StoredRefreshRecording: RefreshRecording {
    private let database: Database
    private let articles: any ArticleTables
    private let subscriptions: any SubscriptionTables
    private let ignoreRules: any IgnoreRuleTables
    private let store = RefreshStore()

    public init(
        database: Database, articles: any ArticleTables, subscriptions: any SubscriptionTables,
        ignoreRules: any IgnoreRuleTables
    ) {
        self.database = database
        self.articles = articles
        self.subscriptions = subscriptions
        self.ignoreRules = ignoreRules
    }

    public func states() async throws(RefreshError) -> [FeedID: RefreshState] {
        let store = store
        return try await access { try await database.read { try store.states(on: $0) } }
    }

    public func recordUnchanged(_ states: [FeedID: RefreshState]) async throws(RefreshError) {
        let (subscriptions, store) = (subscriptions, store)
        try await access {
            try await database.unitOfWork { work in
                for (feed, state) in states where try subscriptions.isFollowed(feed, in: work) {
                    try store.save(state, for: feed, on: work.connection)
                }
            }
        }
    }

    public func recordFetched(_ group: [FetchedFeed], retention: RetentionPolicy) async
        -> [Result<MergeOutcome, RefreshError>]
    {
        // One transaction for the group, with no savepoint per feed (their statement journal
        // cost more than the commits they saved); when it fails, each feed is tried alone,
        // unless the library was locked: then every feed would wait out the busy timeout again.
        if group.count > 1 {
            do throws(RefreshError) {
                return try await record(group, retention: retention).map { .success($0) }
            } catch .storage(let reason) where reason.isBusy {
                return group.map { _ in .failure(.storage(reason)) }
            } catch {}
        }
        var results: [Result<MergeOutcome, RefreshError>] = []
        for fetched in group {
            do throws(RefreshError) {
                let outcomes = try await record([fetched], retention: retention)
                results.append(.success(outcomes.first ?? MergeOutcome()))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }

    /// Records `group` in one transaction.
    private func record(_ group: [FetchedFeed], retention: RetentionPolicy) async throws(RefreshError)
        -> [MergeOutcome]
    {
        let (articles, subscriptions, store, ignoreRules) = (articles, subscriptions, store, ignoreRules)
        return try await access {
            try await database.unitOfWork { work in
                try group.map { fetched in
                    try Self.record(
                        fetched, retention: retention, articles: articles, subscriptions: subscriptions,
                        store: store, ignoreRules: ignoreRules, in: work)
                }
            }
        }
    }

    /// Records one fetched feed inside `work`.
    private static func record(
        _ fetched: FetchedFeed, retention: RetentionPolicy, articles: any ArticleTables,
        subscriptions: any SubscriptionTables, store: RefreshStore, ignoreRules: any IgnoreRuleTables,
        in work: UnitOfWork
    ) throws -> MergeOutcome {
        let now = fetched.fetchedAt
        let id = fetched.feed.id
        guard try subscriptions.isFollowed(id, in: work) else { return MergeOutcome() }
        try subscriptions.setSource(title: fetched.title, homeURL: fetched.homeURL, of: id, in: work)
        var feed = fetched.feed
        feed.sourceTitle = fetched.title ?? feed.sourceTitle
        var outcome = try articles.merge(
            fetched.items, into: id, feedTitle: feed.displayTitle, now: now, in: work)
        let rules = try ignoreRules.rules(in: work).map(\.match)
        if !rules.isEmpty, !outcome.inserted.isEmpty {
            let described = FeedDescription(id: id, url: feed.url.absoluteString, tags: feed.tags)
            let ignored = try articles.ignore(
                outcome.inserted, rules: rules, feed: described, now: now, in: work)
            let kept = Set(ignored.dropped + ignored.hidden)
            outcome.inserted.removeAll { kept.contains($0) }
        }
        try articles.applyRetention(
            retention.overridden(by: fetched.feed.settings), to: id, now: now, in: work)
        try store.save(fetched.state, for: id, on: work.connection)
        return outcome
    }

    public func recordFailure(_ feed: FeedID, state: RefreshState) async throws(RefreshError) {
        let (subscriptions, store) = (subscriptions, store)
        try await access {
            try await database.unitOfWork { work in
                guard try subscriptions.isFollowed(feed, in: work) else { return }
                try store.save(state, for: feed, on: work.connection)
            }
        }
    }

    private func access<T>(_ work: () async throws -> T) async throws(RefreshError) -> T {
        do {
            return try await work()
        } catch let error as RefreshError {
            throw error
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}

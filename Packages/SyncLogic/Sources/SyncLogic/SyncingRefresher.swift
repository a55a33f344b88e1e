import DatabaseService
public import LibraryModelLogic
public import RefreshLogic
public import SubscriptionLogic
import Synchronization

/// `FeedRefreshing` for a library that may hold sync accounts: a refresh fetches the local
/// feeds in its scope as before and, at the same time, syncs the accounts that keep feeds in
/// it, since their server fetches those feeds and Tidings never does. What screens and
/// commands call `refresh` through, so that `tidings refresh` and the reader's `R` sync too.
///
/// Progress counts both: each local feed as it finishes, and each feed of an account once the
/// account's sync ended (with its new articles, or the account's failure). Each step of an
/// account's sync is reported too, so that a long first sync shows how far it is.
public final class SyncingRefresher: FeedRefreshing {
    private let local: FeedRefresher
    private let sync: any SyncManaging
    private let subscriptions: any SubscriptionManaging

    public init(local: FeedRefresher, sync: any SyncManaging, subscriptions: any SubscriptionManaging) {
        self.local = local
        self.sync = sync
        self.subscriptions = subscriptions
    }

    public func statuses() async throws(RefreshError) -> [FeedID: FeedRefreshStatus] {
        try await local.statuses()
    }

    public func refresh(_ scope: RefreshScope, progress: @escaping @Sendable (RefreshProgress) -> Void)
        async throws(RefreshError) -> RefreshSummary
    {
        // Without knowing which feeds the accounts keep, a refresh could fetch one of them itself;
        // so a library that cannot be read fails the refresh instead.
        let owned: [FeedID: String]
        do {
            owned = try await sync.accountFeeds()
        } catch {
            if case .storage(let cause) = error { throw .storage(cause) }
            throw .storage(.caused(by: error))
        }
        // A refresh of everything syncs every account, also one that keeps no feed yet (its
        // first sync brings them); a narrower one syncs the accounts that keep its feeds.
        let everyAccount = scope == .all || scope == .accounts
        let allAccounts = everyAccount ? ((try? await sync.accounts()) ?? []).map(\.name) : []
        guard !owned.isEmpty || !allAccounts.isEmpty else {
            return try await local.refresh(scope, progress: progress)
        }
        let feeds = (try? await subscriptions.feeds()) ?? []
        let inScope = Self.select(scope, from: feeds, owned: owned)
        let accountFeeds = Dictionary(grouping: inScope.filter { owned[$0.id] != nil }) { owned[$0.id] ?? "" }
        let accounts = everyAccount ? allAccounts : Array(accountFeeds.keys).sorted()
        let total = inScope.count
        let completed = Atomic<Int>(0)
        let counted: @Sendable (Feed, FeedRefreshResult) -> Void = { feed, result in
            let done = completed.wrappingAdd(1, ordering: .relaxed).newValue
            progress(RefreshProgress(completed: done, total: total, feed: feed, result: result))
        }
        async let localSummary = local.refresh(scope, skipping: Set(owned.keys)) {
            if case .feed(let feed, let result) = $0.event { counted(feed, result) }
        }
        var outcomes: [AccountSyncOutcome] = []
        for account in accounts {
            let step: @Sendable (SyncProgress) -> Void = { step in
                progress(
                    RefreshProgress(
                        completed: completed.load(ordering: .relaxed), total: total, event: .account(step)))
            }
            let outcome = (try? await sync.sync(account, progress: step))?.first
            guard let outcome else { continue }
            outcomes.append(outcome)
            for feed in accountFeeds[account] ?? [] {
                let new = outcome.newArticlesByFeed[feed.id] ?? 0
                let result: FeedRefreshResult =
                    if let failure = outcome.failure {
                        .failed(FeedRefreshFailure(failure.description))
                    } else if new > 0 || outcome.changedFeeds.contains(feed.id) {
                        .updated(new: new, changed: 0)
                    } else {
                        .unchanged
                    }
                counted(feed, result)
            }
        }
        var summary: RefreshSummary
        do {
            summary = try await localSummary
        } catch let error as RefreshError {
            throw error
        } catch {
            throw .storage(.caused(by: error))
        }
        for outcome in outcomes {
            summary.feedsChecked += accountFeeds[outcome.account]?.count ?? 0
            summary.newArticles += outcome.newArticles
            summary.feedsUpdated += outcome.changedFeeds.count
            if let failure = outcome.failure { summary.accountFailures.append(failure.description) }
        }
        let changed = outcomes.flatMap(\.changedFeeds)
        if !changed.isEmpty {
            await MainActor.run { ArticlesChangedBroadcast.articlesChanged(feeds: changed) }
        }
        return summary
    }

    /// The feeds `scope` covers, by the rules a refresh uses.
    private static func select(_ scope: RefreshScope, from feeds: [Feed], owned: [FeedID: String]) -> [Feed] {
        switch scope {
        case .all: feeds
        case .feed(let id): feeds.filter { $0.id == id }
        case .tag(let tag): (try? FeedScope.tagged(tag, among: feeds)) ?? []
        case .accounts: feeds.filter { owned[$0.id] != nil }
        }
    }
}

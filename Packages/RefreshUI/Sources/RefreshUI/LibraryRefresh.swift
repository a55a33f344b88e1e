import ExitCodeUI
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
public import NotificationLogic
public import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// A refresh of a scope: the feeds Tidings fetches, through `FeedRefreshing`, and at the same
/// time what a companion keeps (the sync accounts), when the app gave one. The one place the two
/// meet; each keeps its own types, and the outcome keeps both. When either brought new articles
/// and the app gave a notifier, it tells what arrived, and the outcome says how that went.
public struct LibraryRefresh: Sendable {
    private let refresher: any FeedRefreshing
    private let companion: (any RefreshCompanion)?
    private let notifier: (any ArrivalNotifying)?
    private let now: @Sendable () -> Date

    public init(
        refresher: any FeedRefreshing, companion: (any RefreshCompanion)?,
        notifier: (any ArrivalNotifying)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.refresher = refresher
        self.companion = companion
        self.notifier = notifier
        self.now = now
    }

    /// Refreshes `scope`: the feeds the companion keeps are left to it. `feed` is called as each
    /// fetched feed finishes, `step` as the companion goes.
    public func run(
        _ scope: FeedScope, feed: @escaping @Sendable (RefreshProgress) -> Void,
        step: @escaping @Sendable (CompanionStep) -> Void
    ) async throws(ScreenFailure) -> RefreshOutcome {
        let began = now()
        return await notified(try await refresh(scope, feed: feed, step: step), since: began)
    }

    private func refresh(
        _ scope: FeedScope, feed: @escaping @Sendable (RefreshProgress) -> Void,
        step: @escaping @Sendable (CompanionStep) -> Void
    ) async throws(ScreenFailure) -> RefreshOutcome {
        guard let companion else {
            return RefreshOutcome(feeds: try await refreshFeeds(scope, skipping: [], feed), companions: [])
        }
        // Without knowing which feeds the companion keeps, a refresh could fetch one of them
        // itself; so when that cannot be read, the refresh fails instead.
        let kept = try await companion.keptFeeds()
        async let companions = companion.refresh(scope.feedIDs, progress: step)
        let feeds: RefreshSummary
        do {
            feeds = try await refreshFeeds(scope, skipping: kept, feed)
        } catch {
            _ = await companions
            throw error
        }
        return RefreshOutcome(feeds: feeds, companions: await companions)
    }

    /// Brings only what the companion keeps up to date (the reader does as it opens); nothing
    /// without a companion.
    public func runCompanion(step: @escaping @Sendable (CompanionStep) -> Void) async -> RefreshOutcome {
        let began = now()
        let outcome = RefreshOutcome(
            feeds: RefreshSummary(), companions: await companion?.refresh(nil, progress: step) ?? [])
        return await notified(outcome, since: began)
    }

    /// `outcome` with the notification of what arrived since `began`, when anything did.
    private func notified(_ outcome: RefreshOutcome, since began: Date) async -> RefreshOutcome {
        guard let notifier, outcome.newArticles > 0 else { return outcome }
        var outcome = outcome
        outcome.notification = await notifier.notifyArrivals(since: began)
        return outcome
    }

    private func refreshFeeds(
        _ scope: FeedScope, skipping kept: Set<FeedID>, _ feed: @escaping @Sendable (RefreshProgress) -> Void
    ) async throws(ScreenFailure) -> RefreshSummary {
        do {
            return try await refresher.refresh(scope, skipping: kept, progress: feed)
        } catch {
            throw ScreenFailure(error)
        }
    }
}

/// What a refresh did: the fetched feeds' summary, each companion source's report, and the
/// notification of what arrived.
public struct RefreshOutcome: Equatable, Sendable {
    public var feeds: RefreshSummary
    public var companions: [CompanionReport]
    /// How telling what arrived went; nil when nothing new arrived or nothing tells.
    public var notification: NotificationReport?

    public init(feeds: RefreshSummary, companions: [CompanionReport], notification: NotificationReport? = nil)
    {
        self.feeds = feeds
        self.companions = companions
        self.notification = notification
    }

    /// Feeds checked, fetched or kept by a companion.
    public var feedsChecked: Int { feeds.feedsChecked + companions.map(\.feedsChecked).reduce(0, +) }
    public var feedsUpdated: Int { feeds.feedsUpdated + companions.map(\.feedsUpdated).reduce(0, +) }
    public var newArticles: Int { feeds.newArticles + companions.map(\.newArticles).reduce(0, +) }
    /// The companions' failures, in order.
    public var companionFailures: [ScreenFailure] { companions.compactMap(\.failure) }

    /// 0 when everything succeeded; a companion's refused login (77) before anything else;
    /// otherwise 1 when a feed or a companion failed.
    public var exitStatus: Int32 {
        let statuses = companionFailures.map(\.exitStatus)
        if statuses.contains(ExitCode.noPermission.rawValue) { return ExitCode.noPermission.rawValue }
        return (feeds.succeeded && statuses.isEmpty ? ExitCode.ok : ExitCode.partialFailure).rawValue
    }
}

public import ArticleLogic
import ExitCodeUI
import FoundationEssentials
public import LibraryModelLogic
import NavigationUI
public import Observation
import RefreshLogic
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// A refresh running behind the screens of the interactive reader: the reader keeps answering
/// keys while feeds are fetched and accounts sync, the status line shows progress (each
/// account's step too), and lists update as each feed finishes (the logic announces changed
/// articles on the main actor). After a refresh that brought articles, it takes them into the
/// search indexes, so that the next search or filter does not wait for that.
@Observable
@MainActor
public final class BackgroundRefresh: ActivityReporting {
    public private(set) var isRunning = false
    /// `Refreshing 12/40 · 3 new · home: 600 new articles`, then `Refreshed 40 feed(s) · 3 new ·
    /// 1 failed` until the next one.
    public private(set) var activityText: String?
    @ObservationIgnored private let refresh: LibraryRefresh
    @ObservationIgnored private let subscriptions: any SubscriptionManaging
    @ObservationIgnored private let articles: (any ArticleReading)?
    @ObservationIgnored private var task: Task<Void, Never>?

    /// `articles`, when given, has its search indexes brought up to date after each refresh
    /// that brought articles.
    public init(
        refresh: LibraryRefresh, subscriptions: any SubscriptionManaging,
        articles: (any ArticleReading)? = nil
    ) {
        self.refresh = refresh
        self.subscriptions = subscriptions
        self.articles = articles
    }

    /// Starts refreshing `scope` unless a refresh is already running; returns whether it
    /// started.
    @discardableResult
    public func start(_ scope: FeedScope) -> Bool {
        run { [refresh] feed, step throws(ScreenFailure) in
            try await refresh.run(scope, feed: feed, step: step)
        }
    }

    /// Starts refreshing one feed, or every feed when nil, resolved as it starts, unless a
    /// refresh is already running; returns whether it started.
    @discardableResult
    public func start(resolving feed: FeedID?) -> Bool {
        run { [refresh, subscriptions] progress, step throws(ScreenFailure) in
            let scope: FeedScope
            do throws(SubscriptionError) {
                scope = try await subscriptions.scope(feed: feed.map { String($0.rawValue) }, tag: nil)
            } catch {
                throw ScreenFailure(error)
            }
            return try await refresh.run(scope, feed: progress, step: step)
        }
    }

    /// Starts bringing only what the refresh's companion keeps up to date (the sync accounts, as
    /// the reader opens) unless a refresh is already running; returns whether it started.
    @discardableResult
    public func startCompanion() -> Bool {
        run { [refresh] _, step throws(ScreenFailure) in await refresh.runCompanion(step: step) }
    }

    /// Waits for the running refresh, if any (for tests and for quitting cleanly).
    public func wait() async {
        await task?.value
    }

    private func run(
        _ work:
            @escaping @Sendable (
                @escaping @Sendable (RefreshProgress) -> Void, @escaping @Sendable (CompanionStep) -> Void
            ) async throws(ScreenFailure) -> RefreshOutcome
    ) -> Bool {
        guard !isRunning else { return false }
        isRunning = true
        activityText = "Refreshing…"
        task = Task { [weak self] in
            let (updates, continuation) = AsyncStream.makeStream(of: RefreshUpdate.self)
            let reporter = Task { @MainActor [weak self] in
                var tally = RefreshTally()
                for await update in updates {
                    switch update {
                    case .feed(let progress): tally.record(progress)
                    case .step(let step): tally.record(step)
                    }
                    self?.activityText = tally.statusText
                }
            }
            let outcome: Result<RefreshOutcome, ScreenFailure>
            do throws(ScreenFailure) {
                outcome = .success(
                    try await work({ continuation.yield(.feed($0)) }, { continuation.yield(.step($0)) }))
            } catch {
                outcome = .failure(error)
            }
            continuation.finish()
            await reporter.value
            self?.finish(outcome)
            if case .success(let outcome) = outcome, outcome.newArticles + outcome.feeds.changedArticles > 0 {
                await self?.indexForSearch()
            }
        }
        return true
    }

    /// Takes what the refresh stored into the search indexes while the reader is idle; a failure
    /// is added to the status line (the next search tries again, and says why if it fails too).
    private func indexForSearch() async {
        guard let articles else { return }
        do throws(ArticleError) {
            try await articles.indexForSearch()
        } catch {
            activityText = (activityText.map { $0 + " · " } ?? "") + "search index not updated: \(error)"
        }
    }

    private func finish(_ outcome: Result<RefreshOutcome, ScreenFailure>) {
        isRunning = false
        switch outcome {
        case .success(let outcome):
            var text = "Refreshed \(outcome.feedsChecked) feed(s) · \(outcome.newArticles) new"
            if !outcome.feeds.failures.isEmpty { text += " · \(outcome.feeds.failures.count) failed" }
            if !outcome.companionFailures.isEmpty {
                text += " · \(outcome.companionFailures.count) account(s) offline"
            }
            if let notification = outcome.notification.flatMap(NotificationText.status) {
                text += " · " + notification
            }
            activityText = text
        case .failure(let failure):
            activityText = failure.message
        }
    }
}

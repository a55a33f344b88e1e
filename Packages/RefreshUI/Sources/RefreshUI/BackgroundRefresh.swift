import Foundation
import LibraryModelLogic
public import Observation
public import RefreshLogic
import TerminalTextService
public import TerminalUI

/// A refresh running behind the screens of the interactive reader: the reader keeps answering
/// keys while feeds are fetched and accounts sync, the status line shows progress (each
/// account's step too), and lists update as each feed finishes (the refresh logic announces
/// changed articles on the main actor).
@Observable
@MainActor
public final class BackgroundRefresh: ActivityReporting {
    public private(set) var isRunning = false
    /// `Refreshing 12/40 · 3 new · home: 600 new articles`, then `Refreshed 40 feed(s) · 3 new ·
    /// 1 failed` until the next one.
    public private(set) var activityText: String?
    @ObservationIgnored private let refresher: any FeedRefreshing
    @ObservationIgnored private var task: Task<Void, Never>?

    public init(refresher: any FeedRefreshing) {
        self.refresher = refresher
    }

    /// Starts refreshing `scope` unless a refresh is already running; returns whether it started.
    @discardableResult
    public func start(_ scope: RefreshScope) -> Bool {
        guard !isRunning else { return false }
        isRunning = true
        activityText = "Refreshing…"
        let refresher = refresher
        task = Task { [weak self] in
            let (updates, continuation) = AsyncStream.makeStream(of: RefreshProgress.self)
            let reporter = Task { @MainActor [weak self] in
                var tally = RefreshTally()
                for await progress in updates {
                    tally.record(progress)
                    self?.activityText = tally.statusText
                }
            }
            let outcome: Result<RefreshSummary, RefreshError>
            do throws(RefreshError) {
                outcome = .success(try await refresher.refresh(scope) { continuation.yield($0) })
            } catch {
                outcome = .failure(error)
            }
            continuation.finish()
            await reporter.value
            self?.finish(outcome)
        }
        return true
    }

    /// Waits for the running refresh, if any (for tests and for quitting cleanly).
    public func wait() async {
        await task?.value
    }

    private func finish(_ outcome: Result<RefreshSummary, RefreshError>) {
        isRunning = false
        switch outcome {
        case .success(let summary):
            var text = "Refreshed \(summary.feedsChecked) feed(s) · \(summary.newArticles) new"
            if !summary.failures.isEmpty { text += " · \(summary.failures.count) failed" }
            if !summary.accountFailures.isEmpty {
                text += " · \(summary.accountFailures.count) account(s) offline"
            }
            activityText = text
        case .failure(let error):
            activityText = TerminalText.sanitize(error.description, tabs: .expand(width: 1))
        }
    }
}

import Foundation
import LibraryModelLogic
public import Observation
public import RefreshLogic
import TerminalTextService
public import TerminalUI

/// A refresh running behind the screens of the interactive reader: the reader keeps answering
/// keys while feeds are fetched, the status line shows progress, and lists update as each feed
/// finishes (the refresh logic announces changed articles on the main actor).
@Observable
@MainActor
public final class BackgroundRefresh: ActivityReporting {
    public private(set) var isRunning = false
    /// `Refreshing 12/40 · 3 new`, then `Refreshed 40 feeds · 3 new · 1 failed` until the next one.
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
                var new = 0
                var failed = 0
                for await progress in updates {
                    switch progress.result {
                    case .updated(let count, _): new += count
                    case .partlyRead(let count, _, _):
                        new += count
                        failed += 1
                    case .failed: failed += 1
                    case .unchanged, .postponed: break
                    }
                    var text = "Refreshing \(progress.completed)/\(progress.total) · \(new) new"
                    if failed > 0 { text += " · \(failed) failed" }
                    self?.activityText = text
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

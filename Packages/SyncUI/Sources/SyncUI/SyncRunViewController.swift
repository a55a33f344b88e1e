import ExitCodeUI
import Foundation
import NavigationUI
import SyncLogic
public import TerminalUI

/// Syncs the accounts (`tidings://sync?account=`, `tidings sync`), with a progress bar on a
/// terminal and a line per account at the end. Exits 1 when a server could not be reached or
/// refused a change, 77 when one refused the login.
public final class SyncRunViewController: ViewController, JSONPresentable {
    private let account: String?
    private let useCase: SyncUseCase
    private var outcomes: [AccountSyncOutcome]?
    private let report = TextView()
    private let bar = ProgressBar()

    public init(account: String?, useCase: SyncUseCase) {
        self.account = account
        self.useCase = useCase
    }

    override public var title: String { "Sync" }

    override public func makeView() -> any View { report }

    override public var progressView: (any View)? { bar }

    override public var exitStatus: Int32 {
        if let failure { return failure.exitStatus }
        let failures = (outcomes ?? []).compactMap(\.failure)
        if failures.contains(where: \.isLoginRefused) { return ExitCode.noPermission.rawValue }
        return failures.isEmpty ? ExitCode.ok.rawValue : ExitCode.partialFailure.rawValue
    }

    override public func load() async {
        let (updates, continuation) = AsyncStream.makeStream(of: SyncProgress.self)
        let bar = bar
        let consumer = Task { @MainActor in
            for await progress in updates {
                bar.label = SyncStepText.label(progress)
                bar.fraction = SyncProgressText.fraction(progress)
            }
        }
        do {
            let outcomes = try await useCase.sync(account) { continuation.yield($0) }
            continuation.finish()
            await consumer.value
            self.outcomes = outcomes
            report.lines = SyncProgressText.report(outcomes, clean: useCase.clean)
            if let first = outcomes.compactMap(\.failure).first, outcomes.count == 1 {
                failure = ScreenFailure(first)
            }
        } catch {
            continuation.finish()
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        let outcomes = outcomes ?? []
        return try JSONOutput.encode(
            SyncRunJSON(
                ok: outcomes.allSatisfy { $0.failure == nil }, accounts: outcomes.map(SyncOutcomeJSON.init)))
    }
}

/// How far a sync's progress bar is, and the words of its report.
enum SyncProgressText {
    static func fraction(_ progress: SyncProgress) -> Double {
        switch progress.step {
        case .pushing: 0.1
        case .subscriptions: 0.2
        case .articles: 0.5
        case .states: 0.85
        case .done: 1
        }
    }

    static func report(_ outcomes: [AccountSyncOutcome], clean: (String) -> String) -> [StyledText] {
        guard !outcomes.isEmpty else {
            return [StyledText("No accounts to sync. Add one with `tidings account add`.", style: .dim)]
        }
        return outcomes.map { outcome in
            if let failure = outcome.failure {
                let sent = outcome.pushed > 0 ? " (\(plural(outcome.pushed, "change")) sent first)" : ""
                return StyledText("\(clean(failure.description))\(sent)", style: .bold)
            }
            var parts = ["\(plural(outcome.newArticles, "new article"))"]
            if outcome.pushed > 0 { parts.append("\(plural(outcome.pushed, "change")) sent") }
            if outcome.stateChanges > 0 {
                parts.append("\(plural(outcome.stateChanges, "state change")) from the server")
            }
            if outcome.feedsAdded > 0 { parts.append("\(plural(outcome.feedsAdded, "feed")) added") }
            if outcome.feedsRemoved > 0 { parts.append("\(plural(outcome.feedsRemoved, "feed")) removed") }
            return StyledText("Synced \(clean(outcome.account)): " + parts.joined(separator: ", ") + ".")
        }
    }
}

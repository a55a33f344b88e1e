import ExitCodeUI
public import FoundationEssentials
import NavigationUI
public import NotificationLogic
public import Observation
import RefreshUI
public import SyncLogic
public import TerminalUI

/// Syncs the accounts (`tidings://sync?account=`, `tidings sync`), with a progress bar on a
/// terminal and a line per account at the end. Exits 1 when a server could not be reached or
/// refused a change, 77 when one refused the login. When the sync brought new articles and
/// notifications are on, it tells what arrived. Thin: the view model keeps the steps, the
/// outcomes and the notification, and its view and progress line observe it.
public final class SyncRunViewController: ViewController, JSONPresentable {
    private let account: String?
    private let useCase: SyncUseCase
    private let notifier: (any ArrivalNotifying)?
    private let now: @Sendable () -> Date
    public let viewModel: SyncRunViewModel

    public init(
        account: String?, useCase: SyncUseCase, notifier: (any ArrivalNotifying)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.account = account
        self.useCase = useCase
        self.notifier = notifier
        self.now = now
        viewModel = SyncRunViewModel(clean: useCase.clean)
    }

    override public var title: String { "Sync" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public var progressView: (any View)? { SyncProgressLine(viewModel: viewModel) }

    override public var exitStatus: Int32 {
        if let failure { return failure.exitStatus }
        let failures = (viewModel.outcomes ?? []).compactMap(\.failure)
        if failures.contains(where: \.isLoginRefused) { return ExitCode.noPermission.rawValue }
        return failures.isEmpty ? ExitCode.ok.rawValue : ExitCode.partialFailure.rawValue
    }

    override public func load() async {
        let (updates, continuation) = AsyncStream.makeStream(of: SyncProgress.self)
        let viewModel = viewModel
        let consumer = Task { @MainActor in
            for await progress in updates { viewModel.step = progress }
        }
        let began = now()
        do {
            let outcomes = try await useCase.sync(account) { continuation.yield($0) }
            continuation.finish()
            await consumer.value
            if let notifier, outcomes.contains(where: { $0.newArticles > 0 }) {
                viewModel.notification = await notifier.notifyArrivals(since: began)
            }
            viewModel.outcomes = outcomes
            if let first = outcomes.compactMap(\.failure).first, outcomes.count == 1 {
                failure = ScreenFailure(first)
            }
        } catch {
            continuation.finish()
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        let outcomes = viewModel.outcomes ?? []
        return try JSONOutput.encode(
            SyncRunJSON(
                ok: outcomes.allSatisfy { $0.failure == nil }, accounts: outcomes.map(SyncOutcomeJSON.init),
                notification: viewModel.notification.map(NotificationJSON.init)))
    }
}

/// The display logic of a sync: the latest step for the progress bar while it runs, then a line
/// per account. Observed: a step or the outcomes redraw the bar and the report.
@Observable
@MainActor
public final class SyncRunViewModel: ReportPresenting {
    /// The latest step of the sync; nil before the first.
    public var step: SyncProgress?
    /// How each account's sync ended; nil while it runs.
    public var outcomes: [AccountSyncOutcome]?
    /// How telling what arrived went; nil when nothing arrived or notifications are off.
    public var notification: NotificationReport?
    @ObservationIgnored private let clean: (String) -> String

    init(clean: @escaping (String) -> String) {
        self.clean = clean
    }

    /// From 0 to 1, by the step.
    public var fraction: Double { step.map(SyncProgressText.fraction) ?? 0 }
    /// The bar's label: `home: 600 new articles`.
    public var progressLabel: String { step.map(SyncStepText.label) ?? "" }

    public var lines: [StyledText] {
        (outcomes.map { SyncProgressText.report($0, clean: clean) } ?? [])
            + (notification.map(NotificationText.lines) ?? [])
    }
}

/// The sync's progress bar, reading the view model as it draws.
@MainActor
final class SyncProgressLine: View {
    private let viewModel: SyncRunViewModel
    private let bar = ProgressBar()

    init(viewModel: SyncRunViewModel) {
        self.viewModel = viewModel
    }

    func draw(in canvas: Canvas, frame: Rect) {
        bar.fraction = viewModel.fraction
        bar.label = viewModel.progressLabel
        bar.draw(in: canvas, frame: frame)
    }

    func preferredHeight(forWidth width: Int) -> Int { 1 }
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

import DownloadsLogic
import ExitCodeUI
public import LibraryModelLogic
import NavigationUI
public import TerminalUI

/// Queues the enclosures of articles (`tidings://downloads/queue?ids=`) and reports what it
/// did: each entry added or already queued, and each article without enclosures, which makes a
/// one-shot command exit 1.
public final class DownloadQueueViewController: ViewController, ActionScreen, JSONPresentable {
    private let articles: [ArticleID]
    /// The downloads' view model, whose use case queues the enclosures.
    public let viewModel: DownloadsViewModel
    /// What queueing did, as the screen shows it.
    public let report = DownloadQueueViewModel()

    public init(articles: [ArticleID], viewModel: DownloadsViewModel) {
        self.articles = articles
        self.viewModel = viewModel
    }

    override public var title: String { "Queue downloads" }

    override public var exitStatus: Int32 {
        failure?.exitStatus
            ?? (report.outcome?.withoutEnclosures.isEmpty == false
                ? ExitCode.partialFailure.rawValue : ExitCode.ok.rawValue)
    }

    override public func makeView() -> any View { ReportView(viewModel: report) }

    override public func load() async {
        switch await viewModel.queue(articles) {
        case .success(let outcome):
            report.showsKeys = isInteractive
            report.outcome = outcome
        case .failure(let failure):
            self.failure = failure
        }
    }

    override public func handle(_ key: Key) async -> Bool { await performAction(for: key) }

    public func perform(_ action: DownloadQueueAction) async -> Bool {
        switch action {
        case .downloads: try? await navigator?.open(Routes.downloads(.init()))
        }
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    /// `{"queued": [entries], "alreadyQueued": [entries], "withoutEnclosures": [article ids]}`.
    public func jsonOutput() throws -> String {
        try viewModel.jsonOutput(report.outcome ?? QueueOutcome())
    }
}

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
    public let viewModel: DownloadsViewModel
    private let report = TextReport()
    private var outcome: QueueOutcome?

    public init(articles: [ArticleID], viewModel: DownloadsViewModel) {
        self.articles = articles
        self.viewModel = viewModel
    }

    override public var title: String { "Queue downloads" }

    override public var exitStatus: Int32 {
        failure?.exitStatus
            ?? (outcome?.withoutEnclosures.isEmpty == false
                ? ExitCode.partialFailure.rawValue : ExitCode.ok.rawValue)
    }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        switch await viewModel.queue(articles) {
        case .success(let outcome):
            self.outcome = outcome
            report.lines = DownloadsViewModel.lines(for: outcome).map { StyledText($0) }
            if isInteractive {
                report.lines.append(StyledText("D: the downloads · q: back", style: .secondary))
            }
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
        try viewModel.jsonOutput(outcome ?? QueueOutcome())
    }
}

import ArticlesUI
import ExitCodeUI
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Imports subscriptions from an OPML file (`tidings://import?file=`) and reports, outline by
/// outline, what was added, skipped and why some failed. Exits 1 when any outline failed.
public final class ImportViewController: ViewController {
    private let file: URL
    private let subscriptions: any SubscriptionManaging
    public let viewModel = ImportViewModel()

    public init(file: URL, subscriptions: any SubscriptionManaging) {
        self.file = file
        self.subscriptions = subscriptions
    }

    override public var title: String { "Import" }

    override public var exitStatus: Int32 {
        failure?.exitStatus
            ?? ((viewModel.report?.failed.isEmpty ?? true) ? ExitCode.ok : ExitCode.partialFailure).rawValue
    }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            viewModel.report = try await subscriptions.importOPML(file: file)
        } catch {
            failure = ScreenFailure(error)
        }
    }
}

import ArticlesUI
import ExitCodeUI
import FoundationEssentials
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// Every subscription as OPML 2.0 (`tidings://export`); a one-shot command prints the document.
public final class ExportViewController: ViewController, DocumentPresentable {
    private let subscriptions: any SubscriptionManaging
    public let viewModel = DocumentViewModel()

    public init(subscriptions: any SubscriptionManaging) {
        self.subscriptions = subscriptions
    }

    override public var title: String { "Export" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            viewModel.document = String(decoding: try await subscriptions.exportOPML(), as: UTF8.self)
        } catch {
            failure = ScreenFailure(error)
        }
    }

    public func documentOutput() -> String? { viewModel.document }
}

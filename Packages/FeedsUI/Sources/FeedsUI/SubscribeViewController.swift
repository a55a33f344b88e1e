import ArticlesUI
import ExitCodeUI
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Follows a feed (`tidings://subscribe?url=&tag=&text=`) and reports it, or lists the feeds a page
/// offers so that one of them can be added by its URL.
public final class SubscribeViewController: ViewController {
    private let url: URL
    private let tags: [String]
    private let keepsFullText: Bool
    private let subscriptions: any SubscriptionManaging
    public let viewModel: SubscribeViewModel

    /// With `keepsFullText`, the new feed's refreshes keep each new article's full text.
    public init(
        url: URL, tags: [String], keepsFullText: Bool = false, subscriptions: any SubscriptionManaging
    ) {
        self.url = url
        self.tags = tags
        self.keepsFullText = keepsFullText
        self.subscriptions = subscriptions
        viewModel = SubscribeViewModel(url: url)
    }

    override public var title: String { "Add a feed" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            viewModel.outcome = try await subscriptions.add(url, tags: tags, fullText: keepsFullText)
        } catch {
            viewModel.failed = true
            failure = ScreenFailure(error)
        }
    }
}

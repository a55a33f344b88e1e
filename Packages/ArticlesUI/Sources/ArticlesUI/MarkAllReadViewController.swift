public import ArticleLogic
import ExitCodeUI
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// Marks every unread article read (`tidings://mark-all-read?feed=&tag=&before=`), everywhere
/// or in one feed (an id, URL or title) or tag, optionally only those older than `before`, and
/// reports how many changed.
public final class MarkAllReadViewController: ViewController {
    private let feedReference: String?
    private let tag: String?
    private let before: Date?
    private let articles: any ArticleReading
    private let subscriptions: any SubscriptionManaging
    public let viewModel: MarkAllReadViewModel

    public init(
        feed: String?, tag: String?, before: Date?, articles: any ArticleReading,
        subscriptions: any SubscriptionManaging
    ) {
        self.feedReference = feed
        self.tag = tag
        self.before = before
        self.articles = articles
        self.subscriptions = subscriptions
        viewModel = MarkAllReadViewModel(before: before)
    }

    override public var title: String { "Mark all read" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            let scope = try await subscriptions.scope(feed: feedReference, tag: tag)
            let changed = try await articles.markAllRead(in: scope.feedIDs, before: before)
            viewModel.show(changed: changed, in: scope)
        } catch let error as SubscriptionError {
            failure = ScreenFailure(error)
        } catch let error as ArticleError {
            failure = ScreenFailure(error)
        } catch {
            failure = ScreenFailure(String(describing: error), code: .ioError)
        }
    }
}

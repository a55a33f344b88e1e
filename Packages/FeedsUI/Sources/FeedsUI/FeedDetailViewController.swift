import ArticlesUI
import ExitCodeUI
public import FoundationEssentials
public import LibraryModelLogic
import NavigationUI
public import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// One feed's details and its last error (`tidings://feeds/{id}`); Enter opens its articles.
public final class FeedDetailViewController: ViewController, ActionScreen {
    private let feedID: FeedID
    private let subscriptions: any SubscriptionManaging
    private let refresher: any FeedRefreshing
    private let now: @Sendable () -> Date
    public let viewModel = FeedDetailViewModel(feed: nil, status: nil, now: Date())
    private var feedTitle = "Feed"

    public init(
        feedID: FeedID, subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing,
        now: @escaping @Sendable () -> Date
    ) {
        self.feedID = feedID
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.now = now
    }

    override public var title: String { feedTitle }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            let feed = try await subscriptions.feed(feedID)
            let status = try await refresher.statuses()[feedID]
            feedTitle = feed.displayTitle
            viewModel.show(feed, status: status, now: now())
        } catch let error as SubscriptionError {
            failure = ScreenFailure(error)
        } catch let error as RefreshError {
            failure = ScreenFailure(error)
        } catch {
            failure = ScreenFailure(String(describing: error), code: .ioError)
        }
    }

    override public func handle(_ key: Key) async -> Bool { await performAction(for: key) }

    public func perform(_ action: FeedDetailAction) async -> Bool {
        switch action {
        case .open: try? await navigator?.open(Routes.articles(.init(feed: feedID.description)))
        }
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }
}

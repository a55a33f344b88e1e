public import Foundation
import LibraryModelLogic
import NavigationUI
public import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// The feeds followed (`tidings://feeds`): it asks the subscription and refresh logic for models
/// and hands them to its view model; Enter opens a feed's articles.
public final class FeedListViewController: ViewController, JSONPresentable {
    private let subscriptions: any SubscriptionManaging
    private let refresher: any FeedRefreshing
    private let now: @Sendable () -> Date
    public let viewModel = FeedListViewModel()
    private var feeds: [Feed] = []
    private var statuses: [FeedID: FeedRefreshStatus] = [:]

    public init(
        subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing,
        now: @escaping @Sendable () -> Date
    ) {
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.now = now
    }

    override public var title: String { viewModel.heading }

    override public func makeView() -> any View {
        FeedListView(viewModel: viewModel, showsSelection: isInteractive)
    }

    private var listView: FeedListView? { view as? FeedListView }

    override public func load() async {
        do {
            feeds = try await subscriptions.feeds()
            statuses = try await refresher.statuses()
            viewModel.update(feeds: feeds, statuses: statuses, now: now())
        } catch let error as SubscriptionError {
            failure = error.screenFailure
        } catch let error as RefreshError {
            failure = error.screenFailure
        } catch {
            failure = ScreenFailure(String(describing: error), exitStatus: ExitStatus.ioError)
        }
    }

    override public func handle(_ key: Key) async -> Bool {
        guard let table = listView?.table else { return false }
        switch key {
        case .character("j"), .down: table.moveSelection(by: 1)
        case .character("k"), .up: table.moveSelection(by: -1)
        case .pageDown, .character(" "): table.moveSelection(pages: 1)
        case .pageUp: table.moveSelection(pages: -1)
        case .character("g"), .home: table.select(0)
        case .character("G"), .end: table.select(Int.max)
        case .character("n"): table.selectNext { $0.unread > 0 }
        case .enter, .right:
            guard let row = table.selectedItem else { return true }
            try? await navigator?.open(Routes.articles(filter: .all, feed: row.id))
        case .character("e"), .character("i"):
            guard let row = table.selectedItem else { return true }
            try? await navigator?.open(Routes.feed(row.id))
        default:
            return false
        }
        return true
    }

    override public var keyHelp: [KeyHelp] {
        [
            KeyHelp("j/k, ↑/↓", "move"), KeyHelp("enter", "open the feed's articles"),
            KeyHelp("n", "next feed with unread"),
            KeyHelp("e", "details and last error"), KeyHelp("g/G", "top and bottom"),
        ]
    }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(feeds.map { FeedJSON(feed: $0, status: statuses[$0.id]) })
    }
}

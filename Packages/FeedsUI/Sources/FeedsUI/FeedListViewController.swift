public import ArticleLogic
import ArticlesUI
import ExitCodeUI
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
import Observation
public import QueryFeedLogic
import QueryFeedUI
public import RefreshLogic
public import RefreshUI
public import SubscriptionLogic
public import TerminalUI

/// The feeds followed (`tidings://feeds`): it asks the subscription and refresh logic for models
/// and hands them to its view model; Enter opens a feed's articles.
public final class FeedListViewController: ViewController, MouseScreen, JSONPresentable {
    private let subscriptions: any SubscriptionManaging
    private let refresher: any FeedRefreshing
    private let articles: any ArticleReading
    private let queryFeeds: any QueryFeedManaging
    private let now: @Sendable () -> Date
    private let background: BackgroundRefresh?
    private let accountStates: @Sendable () async -> [AccountState]
    /// Whether hidden feeds are listed too (`feeds --all`).
    private let includesHidden: Bool
    private var articleChanges: ArticlesChangedObservation?
    /// The reloads a refresh asks for, one per finished feed, folded together.
    private lazy var reloads = CoalescedReload { [weak self] in await self?.load() }
    private var isVisible = false
    public let viewModel = FeedListViewModel()
    private var feeds: [Feed] = []
    private var statuses: [FeedID: FeedRefreshStatus] = [:]
    private var counted: [CountedQueryFeed] = []

    public init(
        subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing, articles: any ArticleReading,
        queryFeeds: any QueryFeedManaging, now: @escaping @Sendable () -> Date,
        background: BackgroundRefresh? = nil,
        accountStates: @escaping @Sendable () async -> [AccountState] = { [] }, includesHidden: Bool = false
    ) {
        self.accountStates = accountStates
        self.includesHidden = includesHidden
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.articles = articles
        self.queryFeeds = queryFeeds
        self.now = now
        self.background = background
    }

    override public var title: String { viewModel.heading }

    override public func makeView() -> any View {
        FeedListView(viewModel: viewModel, showsSelection: isInteractive)
    }

    private var listView: FeedListView? { view as? FeedListView }

    override public func load() async {
        do {
            let all = try await subscriptions.feeds()
            feeds = includesHidden ? all : all.filter { !$0.isHidden }
            statuses = try await refresher.statuses()
            counted = try await queryFeeds.counted()
            viewModel.update(
                feeds: feeds, statuses: statuses, queryFeeds: counted, accounts: await accountStates(),
                hidden: includesHidden ? 0 : all.count - feeds.count, now: now())
        } catch let error as SubscriptionError {
            failure = ScreenFailure(error)
        } catch let error as RefreshError {
            failure = ScreenFailure(error)
        } catch let error as QueryFeedError {
            failure = ScreenFailure(error)
        } catch {
            failure = ScreenFailure(String(describing: error), code: .ioError)
        }
    }

    /// While the list shows, counts follow a refresh as feeds finish (the refresh logic's
    /// "articles changed" notification, its reloads folded together), and error marks follow
    /// when the refresh ends.
    override public func viewDidAppear() {
        isVisible = true
        articleChanges = ArticlesChangedBroadcast.observeArticlesChanged { [weak self] _ in
            self?.reloads.request()
        }
        watchBackgroundRefresh()
        reloads.request()
    }

    override public func viewWillDisappear() {
        isVisible = false
        articleChanges?.cancel()
        articleChanges = nil
        reloads.cancel()
    }

    /// Reloads when the background refresh starts or stops, for as long as the list shows.
    private func watchBackgroundRefresh() {
        guard let background else { return }
        withObservationTracking {
            _ = background.isRunning
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in
                guard let self, self.isVisible else { return }
                await self.reloads.request().value
                self.watchBackgroundRefresh()
            }
        }
    }

    override public func handle(_ key: Key) async -> Bool { await performAction(for: key) }

    override public func handle(_ mouse: MouseEvent) async -> Bool { await performMouse(mouse) }

    public static let wheelActions = (up: FeedListAction.up, down: FeedListAction.down)
    public static let openAction: FeedListAction? = .open
    public var mouseList: (any MouseSelectable)? { listView?.table }

    public func perform(_ action: FeedListAction) async -> Bool {
        guard let table = listView?.table else { return false }
        switch action {
        case .down: table.moveSelection(by: 1)
        case .up: table.moveSelection(by: -1)
        case .pageDown: table.moveSelection(pages: 1)
        case .pageUp: table.moveSelection(pages: -1)
        case .top: table.select(0)
        case .bottom: table.select(Int.max)
        case .nextUnread: table.selectNext { $0.unread > 0 }
        case .open:
            guard let row = table.selectedItem else { return true }
            try? await navigator?.open(
                Routes.articles(row.feedID.map { .init(feed: $0.description) } ?? .init(query: row.queryName))
            )
        case .details:
            guard let row = table.selectedItem else { return true }
            guard let id = row.feedID else {
                navigator?.showMessage("\(row.title) is a query feed: \(row.filter ?? "")")
                return true
            }
            try? await navigator?.open(Routes.feed(.init(id: id)))
        case .refreshFeed:
            guard let row = table.selectedItem else { return true }
            startRefresh(row.feedID)
        case .refreshAll: startRefresh(nil)
        case .search: try? await navigator?.open(Routes.search(.init(query: "")))
        case .downloads: try? await navigator?.open(Routes.downloads(.init()))
        case .markAllRead:
            guard let row = table.selectedItem else { return true }
            await markAllRead(row)
        }
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    /// Marks what a row covers read: a feed's articles, or what a query feed matches (looked up by
    /// name, so that one removed behind the list marks nothing).
    ///
    /// It reads the row's `feedID` and `queryName`, never switching over its `source`: Swift
    /// 6.3's optimizer (CopyPropagation) crashed on that shape in `perform` in release builds.
    private func markAllRead(_ row: FeedRowViewModel) async {
        do {
            let marked: Int
            if let id = row.feedID {
                marked = try await articles.markAllRead(in: [id], before: nil)
            } else {
                let expression = try await queryFeeds.queryFeed(named: row.queryName ?? "").expression
                marked = try await articles.markAllRead(in: nil, matching: expression, before: nil)
            }
            navigator?.showMessage("Marked \(marked) article(s) in \(row.title) read")
            await load()
        } catch {
            navigator?.showMessage(String(describing: error))
        }
    }

    private func startRefresh(_ feed: FeedID?) {
        guard let background else { return }
        if !background.start(resolving: feed) { navigator?.showMessage("A refresh is already running") }
    }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(
            counted.map { FeedListEntryJSON.query(QueryFeedJSON(feed: $0.feed, counts: $0.counts)) }
                + feeds.map { FeedListEntryJSON.feed(FeedJSON(feed: $0, status: statuses[$0.id])) })
    }
}

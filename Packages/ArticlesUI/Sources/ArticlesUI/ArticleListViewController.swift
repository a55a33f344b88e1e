public import ArticleLogic
import ExitCodeUI
import FilterLogic
public import FoundationEssentials
import LibraryModelLogic
public import NavigationUI
public import QueryFeedLogic
import RefreshLogic
public import RefreshUI
public import ShareService
public import SubscriptionLogic
public import TerminalUI

/// A timeline (`tidings://articles?filter=&feed=&tag=&match=&query=&limit=`). Thin: the subscription logic
/// resolves its scope, the article logic gives pages and counts, and the view model keeps what is
/// loaded; the controller maps actions to those calls and to navigation. A one-shot listing shows
/// `limit` articles (one page by default); interactively the list loads the next page as the
/// selection nears the end. Keys change state through the logic and the rows follow at once.
public final class ArticleListViewController: ViewController, MouseScreen, JSONPresentable {
    /// How close to the last loaded row the selection gets before the next page is loaded.
    static let prefetchDistance = 10
    /// How many pages `n` loads at most while looking for the next unread article.
    static let unreadSearchPages = 20

    private let request: TimelineParameters
    private let articles: any ArticleReading
    private let subscriptions: any SubscriptionManaging
    private let queryFeeds: any QueryFeedManaging
    private let sharing: any Sharing
    private let pageSize: Int
    private let now: @Sendable () -> Date
    private let background: BackgroundRefresh?
    private var articleChanges: ArticlesChangedObservation?
    /// The reloads a refresh asks for, one per finished feed this list shows, folded together.
    private lazy var reloads = CoalescedReload { [weak self] in await self?.reloadFromTop() }
    public let viewModel: ArticleListViewModel
    private var query: ArticleQuery
    /// The feeds the timeline names, resolved once as it loads.
    private var scope: FeedScope?
    private var hasAppeared = false
    private var confirmingMarkAll = false
    /// The re-reading of the rows' read and starred state when the screen shows again (the
    /// reader may have changed them), or the reload a refresh asked for; tests await it.
    public private(set) var stateRefresh: Task<Void, Never>?

    public init(
        request: TimelineParameters, articles: any ArticleReading, subscriptions: any SubscriptionManaging,
        queryFeeds: any QueryFeedManaging, sharing: any Sharing, pageSize: Int,
        now: @escaping @Sendable () -> Date,
        background: BackgroundRefresh? = nil
    ) {
        self.background = background
        self.request = request
        self.articles = articles
        self.subscriptions = subscriptions
        self.queryFeeds = queryFeeds
        self.sharing = sharing
        self.pageSize = max(1, pageSize)
        self.now = now
        query = ArticleQuery(filter: request.filter, match: request.match)
        viewModel = ArticleListViewModel(query: query)
    }

    override public var title: String { viewModel.timeline }

    override public func makeView() -> any View {
        ArticleListView(viewModel: viewModel, showsSelection: isInteractive)
    }

    private var table: TableView<ArticleRowViewModel>? { (view as? ArticleListView)?.table }

    override public func load() async {
        do {
            let resolved = try await subscriptions.scope(feed: request.feed, tag: request.tag)
            scope = resolved
            query.feeds = resolved.feedIDs
            if let name = request.query {
                let saved = try await queryFeeds.queryFeed(named: name)
                query.match = try Self.combined(saved.expression, request.match)
                viewModel.describe(query, scope: resolved, queryFeed: saved.name, typedFilter: request.match)
            } else {
                viewModel.describe(query, scope: resolved)
            }
            viewModel.recount(try await scopeCounts())
            let page = try await articles.page(
                query, after: nil, limit: isInteractive ? pageSize : (request.limit ?? pageSize))
            viewModel.show(page, now: now())
        } catch let error as SubscriptionError {
            failure = ScreenFailure(error)
        } catch let error as ArticleError {
            failure = ScreenFailure(error)
        } catch let error as QueryFeedError {
            failure = ScreenFailure(error)
        } catch {
            failure = ScreenFailure(String(describing: error), code: .ioError)
        }
    }

    /// While the list shows, new articles from a refresh appear as each feed finishes: the
    /// refresh logic's "articles changed" notification makes it ask for its page again.
    override public func viewDidAppear() {
        articleChanges = ArticlesChangedBroadcast.observeArticlesChanged { [weak self] feeds in
            guard let self, self.viewModel.covers(Set(feeds)) else { return }
            self.stateRefresh = self.reloads.request()
        }
    }

    override public func viewWillDisappear() {
        articleChanges?.cancel()
        articleChanges = nil
        reloads.cancel()
    }

    override public func viewWillAppear() {
        guard hasAppeared else {
            hasAppeared = true
            return
        }
        stateRefresh = Task { [weak self] in await self?.refreshStates() }
    }

    override public func handle(_ key: Key) async -> Bool {
        if viewModel.isEditingFilter { return await editFilter(with: key) }
        return await performAction(for: key)
    }

    /// The mouse works on the list, not on the filter line being typed.
    override public func handle(_ mouse: MouseEvent) async -> Bool {
        guard !viewModel.isEditingFilter else { return false }
        return await performMouse(mouse)
    }

    public static let wheelActions = (up: ArticleListAction.up, down: ArticleListAction.down)
    public static let openAction: ArticleListAction? = .open
    public var mouseList: (any MouseSelectable)? { table }

    public func perform(_ action: ArticleListAction) async -> Bool {
        guard let table else { return false }
        let confirming = confirmingMarkAll
        confirmingMarkAll = false
        switch action {
        case .down: table.moveSelection(by: 1)
        case .up: table.moveSelection(by: -1)
        case .pageDown: table.moveSelection(pages: 1)
        case .pageUp: table.moveSelection(pages: -1)
        case .top: table.select(0)
        case .bottom: table.select(Int.max)
        case .nextUnread: await selectNextUnread()
        case .open:
            guard let row = table.selectedItem else { return true }
            try? await navigator?.open(Routes.article(.init(id: row.id)))
        case .toggleStar:
            guard let row = table.selectedItem else { return true }
            await change(row.id) { articles, id throws(ArticleError) in
                try await articles.setStarred([id], starred: !row.isStarred)
            }
        case .toggleRead:
            guard let row = table.selectedItem else { return true }
            await change(row.id) { articles, id throws(ArticleError) in
                try await articles.setRead([id], read: row.isUnread)
            }
        case .markAllRead: await markAllRead(confirmed: confirming)
        case .openInBrowser:
            guard let row = table.selectedItem else { return true }
            await openInBrowser(row)
        case .search: try? await navigator?.open(Routes.search(.init(query: "")))
        case .download:
            guard let row = table.selectedItem else { return true }
            try? await navigator?.open(Routes.queueDownloads(.init(ids: [row.id])))
        case .downloads: try? await navigator?.open(Routes.downloads(.init()))
        case .refreshFeed:
            if let scope, scope.isSingleFeed {
                startRefresh(scope)
            } else if let feed = table.selectedItem.flatMap({ viewModel.feed(of: $0.id) }) {
                startRefresh(feed: feed)
            }
        case .refreshAll:
            if let scope, case .tag = scope.kind { startRefresh(scope) } else { startRefresh(feed: nil) }
        case .filter: viewModel.beginFilter(request.match?.source ?? "")
        }
        await loadMoreIfNeeded(table)
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(viewModel.articles.map(ArticleJSON.init))
    }

    // MARK: Actions

    /// Applies a state change through the logic, then shows the article as it now is.
    private func change(
        _ id: ArticleID,
        _ action: (any ArticleReading, ArticleID) async throws(ArticleError) -> Int
    ) async {
        do {
            _ = try await action(articles, id)
            viewModel.replace(try await articles.article(id), now: now())
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    /// Marks everything in the timeline's feed or tag read (what its filter matches, when it
    /// has one); everywhere only when asked twice.
    private func markAllRead(confirmed: Bool) async {
        if scope?.kind == .everywhere, !confirmed {
            confirmingMarkAll = true
            navigator?.showMessage(
                query.match == nil
                    ? "Press A again to mark every article in every feed read"
                    : "Press A again to mark every article the filter matches read")
            return
        }
        do {
            let changed = try await articles.markAllRead(in: query.feeds, matching: query.match, before: nil)
            viewModel.markedAllRead(changed: changed, now: now())
            navigator?.showMessage(
                "Marked \(changed) article\(changed == 1 ? "" : "s") read \(viewModel.scopePhrase)")
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    private func openInBrowser(_ row: ArticleRowViewModel) async {
        guard let link = row.link else {
            navigator?.showMessage("This article has no link to open")
            return
        }
        do {
            let program = try await sharing.open(link)
            navigator?.showMessage("Opened \(link.absoluteString) with \(program)")
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    /// Selects the next unread row after the selection, loading pages while none is loaded,
    /// then wrapping to the top.
    private func selectNextUnread() async {
        var pages = 0
        while let table {
            let rows = table.dataSource.items
            if let index = rows.indices.first(where: { $0 > table.selectedIndex && rows[$0].isUnread }) {
                table.select(index)
                return
            }
            guard viewModel.cursor != nil, pages < Self.unreadSearchPages, await loadNextPage() else { break }
            pages += 1
        }
        if table?.selectNext(where: \.isUnread) != true { navigator?.showMessage("Nothing unread here") }
    }

    // MARK: Filtering

    /// A key while the filter is being typed. Enter opens the list filtered, in place of this
    /// one when it is filtered already, so that Escape (back) leaves the filter; a filter that
    /// cannot be read stays at the prompt, with the column and what was expected.
    private func editFilter(with key: Key) async -> Bool {
        switch viewModel.pressFilter(key) {
        case .edited, .cancelled: return true
        case .ignored: return key != .control("c")
        case .committed(let text):
            guard !text.isEmpty else {
                if request.match != nil { navigator?.goBack() }
                return true
            }
            do {
                var filtered = request
                filtered.match = try FilterExpression(parsing: text)
                if request.match != nil { navigator?.goBack() }
                try? await navigator?.open(Routes.articles(filtered))
            } catch {
                viewModel.beginFilter(text)
                navigator?.showMessage("filter: \(error)")
            }
            return true
        }
    }

    /// A query feed's filter, and the one typed on top of it when there is one.
    private static func combined(_ saved: FilterExpression, _ typed: FilterExpression?) throws(FilterError)
        -> FilterExpression
    {
        guard let typed else { return saved }
        return try FilterExpression(parsing: "(\(saved.source)) and (\(typed.source))")
    }

    // MARK: Paging

    private func loadMoreIfNeeded(_ table: TableView<ArticleRowViewModel>) async {
        guard viewModel.cursor != nil, table.selectedIndex >= viewModel.articles.count - Self.prefetchDistance
        else { return }
        await loadNextPage()
    }

    /// Loads the page after the last one; returns whether it did.
    @discardableResult
    private func loadNextPage() async -> Bool {
        guard let after = viewModel.cursor else { return false }
        do {
            let page = try await articles.page(query, after: after, limit: pageSize)
            guard viewModel.cursor == after else { return false }
            viewModel.append(page, now: now())
            return true
        } catch {
            navigator?.showMessage(error.description)
            return false
        }
    }

    /// Starts a background refresh of `scope`; the list follows as articles arrive.
    private func startRefresh(_ scope: FeedScope) {
        guard let background else { return }
        if !background.start(scope) { navigator?.showMessage("A refresh is already running") }
    }

    /// Starts a background refresh of one feed, or of every feed when nil.
    private func startRefresh(feed: FeedID?) {
        guard let background else { return }
        if !background.start(resolving: feed) { navigator?.showMessage("A refresh is already running") }
    }

    /// Asks for the loaded span of the timeline again, from the top, keeping the selection on
    /// the same article when it is still there.
    private func reloadFromTop() async {
        let selected = table?.selectedItem?.id
        do {
            let page = try await articles.page(
                query, after: nil, limit: max(pageSize, viewModel.articles.count))
            viewModel.show(page, now: now())
            viewModel.recount(try await scopeCounts())
            if let selected, let index = viewModel.articles.firstIndex(where: { $0.id == selected }) {
                table?.select(index)
            }
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    /// Re-reads the state of every loaded article and the scope's counts.
    private func refreshStates() async {
        let moment = now()
        for article in viewModel.articles {
            guard let fresh = try? await articles.article(article.id),
                fresh.isRead != article.isRead || fresh.isStarred != article.isStarred
            else { continue }
            viewModel.replace(fresh, now: moment)
        }
        if let counts = try? await scopeCounts() { viewModel.recount(counts) }
    }

    /// The counts of the timeline's scope, of what its filter matches when it has one.
    private func scopeCounts() async throws(ArticleError) -> ArticleCounts {
        guard let match = query.match else { return try await articles.counts(of: viewModel.scopeFeeds) }
        return try await articles.counts(matching: match, in: viewModel.scopeFeeds)
    }
}

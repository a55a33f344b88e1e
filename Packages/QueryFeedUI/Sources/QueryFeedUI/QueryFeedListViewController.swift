import ArticlesUI
import ExitCodeUI
import NavigationUI
public import QueryFeedLogic
public import TerminalUI

/// The query feeds (`tidings://queries`, `tidings query list`): it asks the logic for them with
/// their counts and hands them to its view model; Enter opens what one matches.
public final class QueryFeedListViewController: ViewController, MouseScreen, JSONPresentable {
    private let queryFeeds: any QueryFeedManaging
    public let viewModel = QueryFeedListViewModel()
    private var counted: [CountedQueryFeed] = []

    public init(queryFeeds: any QueryFeedManaging) {
        self.queryFeeds = queryFeeds
    }

    override public var title: String { viewModel.heading }

    override public func makeView() -> any View {
        QueryFeedListView(viewModel: viewModel, showsSelection: isInteractive)
    }

    private var table: TableView<QueryFeedRowViewModel>? { (view as? QueryFeedListView)?.table }

    override public func load() async {
        do {
            counted = try await queryFeeds.counted()
            viewModel.update(counted)
        } catch {
            failure = ScreenFailure(error)
        }
    }

    override public func handle(_ key: Key) async -> Bool { await performAction(for: key) }

    override public func handle(_ mouse: MouseEvent) async -> Bool { await performMouse(mouse) }

    public static let wheelActions = (up: QueryFeedListAction.up, down: QueryFeedListAction.down)
    public static let openAction: QueryFeedListAction? = .open
    public var mouseList: (any MouseSelectable)? { table }

    public func perform(_ action: QueryFeedListAction) async -> Bool {
        guard let table else { return false }
        switch action {
        case .down: table.moveSelection(by: 1)
        case .up: table.moveSelection(by: -1)
        case .open:
            guard counted.indices.contains(table.selectedIndex) else { return true }
            try? await navigator?.open(Routes.articles(.init(query: counted[table.selectedIndex].feed.name)))
        }
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(counted.map { QueryFeedJSON(feed: $0.feed, counts: $0.counts) })
    }
}

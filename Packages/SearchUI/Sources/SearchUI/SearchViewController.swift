public import ArticleLogic
import ArticlesUI
import ExitCodeUI
public import FoundationEssentials
import NavigationUI
public import TerminalUI
import UnicodeTextService

/// Full-text search (`tidings://search?q=&limit=`): it asks the article logic for the best
/// matches and hands them to its view model; Enter opens an article. An empty query shows a
/// hint (interactively, a prompt to type one); a query the logic cannot understand shows its
/// sentence and is a usage failure. `/` edits the query on the screen itself.
public final class SearchViewController: ViewController, MouseScreen, JSONPresentable {
    private let articles: any ArticleReading
    private let limit: Int
    private let now: @Sendable () -> Date
    public let viewModel: SearchViewModel
    private var hits: [SearchHit] = []

    /// `limit` caps the results; nil means `pageSize`.
    public init(
        query: String, limit: Int?, articles: any ArticleReading, pageSize: Int,
        now: @escaping @Sendable () -> Date
    ) {
        self.articles = articles
        self.limit = max(1, limit ?? pageSize)
        self.now = now
        viewModel = SearchViewModel(query: WhiteSpace.trimmingSpaces(query))
    }

    override public var title: String { viewModel.heading }

    override public func makeView() -> any View {
        SearchView(viewModel: viewModel, showsSelection: isInteractive)
    }

    private var table: TableView<SearchResultRowViewModel>? { (view as? SearchView)?.table }

    override public func load() async {
        guard !viewModel.query.isEmpty else {
            if isInteractive { viewModel.beginEditing() }
            return
        }
        await search(viewModel.query)
    }

    override public func handle(_ key: Key) async -> Bool {
        if viewModel.isEditing { return await edit(with: key) }
        return await performAction(for: key)
    }

    /// The mouse works on the results, not on the query being typed.
    override public func handle(_ mouse: MouseEvent) async -> Bool {
        guard !viewModel.isEditing else { return false }
        return await performMouse(mouse)
    }

    public static let wheelActions = (up: SearchAction.up, down: SearchAction.down)
    public static let openAction: SearchAction? = .open
    public var mouseList: (any MouseSelectable)? { table }

    public func perform(_ action: SearchAction) async -> Bool {
        guard let table else { return false }
        switch action {
        case .down: table.moveSelection(by: 1)
        case .up: table.moveSelection(by: -1)
        case .pageDown: table.moveSelection(pages: 1)
        case .pageUp: table.moveSelection(pages: -1)
        case .top: table.select(0)
        case .bottom: table.select(Int.max)
        case .edit: viewModel.beginEditing()
        case .open:
            guard let row = table.selectedItem else { return true }
            try? await navigator?.open(Routes.article(.init(id: row.id)))
        }
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(hits.map(SearchJSON.init))
    }

    /// A key while the query is being typed; every key but Escape on an empty screen and
    /// Control-C is the prompt's.
    private func edit(with key: Key) async -> Bool {
        switch viewModel.press(key) {
        case .edited: return true
        case .committed(let query):
            if query.isEmpty {
                viewModel.beginEditing()
            } else {
                await search(query)
                table?.select(0)
            }
            return true
        case .cancelled:
            guard !viewModel.query.isEmpty else { return false }
            return true
        case .ignored:
            return key != .control("c")
        }
    }

    private func search(_ query: String) async {
        do {
            hits = try await articles.search(query, limit: limit)
            failure = nil
            viewModel.update(query: query, hits: hits, now: now())
        } catch {
            hits = []
            failure = ScreenFailure(error)
            viewModel.fail(query: query, problem: error.description)
            navigator?.showMessage(error.description)
        }
    }
}

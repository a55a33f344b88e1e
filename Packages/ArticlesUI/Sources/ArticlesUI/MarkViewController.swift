public import ArticleLogic
import ExitCodeUI
public import LibraryModelLogic
public import NavigationUI
public import TerminalUI

/// Changes articles' state (`tidings://mark?ids=1,2&state=read|unread|star|unstar`) and reports
/// how many changed. An id that does not exist is a usage failure, and nothing changes.
public final class MarkViewController: ViewController {
    private let ids: [ArticleID]
    private let change: ArticleStateChange
    private let articles: any ArticleReading
    public let viewModel: MarkViewModel

    public init(ids: [ArticleID], change: ArticleStateChange, articles: any ArticleReading) {
        self.ids = ids
        self.change = change
        self.articles = articles
        viewModel = MarkViewModel(change: change, asked: Set(ids).count)
    }

    override public var title: String { "Mark" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            let changed: Int
            switch change {
            case .read: changed = try await articles.setRead(ids, read: true)
            case .unread: changed = try await articles.setRead(ids, read: false)
            case .star: changed = try await articles.setStarred(ids, starred: true)
            case .unstar: changed = try await articles.setStarred(ids, starred: false)
            }
            viewModel.changed = changed
        } catch {
            failure = ScreenFailure(error)
        }
    }
}

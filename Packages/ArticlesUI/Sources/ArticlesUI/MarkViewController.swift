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
    public let report = TextReport()

    public init(ids: [ArticleID], change: ArticleStateChange, articles: any ArticleReading) {
        self.ids = ids
        self.change = change
        self.articles = articles
    }

    override public var title: String { "Mark" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        do {
            let changed: Int
            switch change {
            case .read: changed = try await articles.setRead(ids, read: true)
            case .unread: changed = try await articles.setRead(ids, read: false)
            case .star: changed = try await articles.setStarred(ids, starred: true)
            case .unstar: changed = try await articles.setStarred(ids, starred: false)
            }
            report.lines = [StyledText(Self.sentence(change, changed: changed, asked: Set(ids).count))]
        } catch {
            failure = ScreenFailure(error)
        }
    }

    /// `Marked 2 articles read`, `Starred 1 article; 1 already was`.
    static func sentence(_ change: ArticleStateChange, changed: Int, asked: Int) -> String {
        let articles = "\(changed) article\(changed == 1 ? "" : "s")"
        var sentence =
            switch change {
            case .read: "Marked \(articles) read"
            case .unread: "Marked \(articles) unread"
            case .star: "Starred \(articles)"
            case .unstar: "Unstarred \(articles)"
            }
        let unchanged = asked - changed
        if unchanged > 0 { sentence += "; \(unchanged) already \(unchanged == 1 ? "was" : "were")" }
        return sentence
    }
}

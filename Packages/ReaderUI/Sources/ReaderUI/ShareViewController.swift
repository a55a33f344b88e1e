public import ArticleLogic
import ArticlesUI
import ExitCodeUI
import FoundationEssentials
public import LibraryModelLogic
public import NavigationUI
public import ShareService
public import TerminalUI

/// Shares an article (`tidings://share/{id}?to=clipboard|browser|email|file`) through the
/// sharing service and reports what happened. No working program is a failure with status 69
/// whose message lists what was tried; a file that cannot be written is 74.
public final class ShareViewController: ViewController {
    /// The width the body is rendered at for sharing.
    public static let textWidth = 72

    private let articleID: ArticleID
    private let destination: ShareDestination
    private let articles: any ArticleReading
    private let sharing: any Sharing
    public let viewModel = ShareOutcomeViewModel()

    public init(
        articleID: ArticleID, destination: ShareDestination, articles: any ArticleReading,
        sharing: any Sharing
    ) {
        self.articleID = articleID
        self.destination = destination
        self.articles = articles
        self.sharing = sharing
    }

    override public var title: String { "Share" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        let share: ShareViewModel
        do {
            share = ShareViewModel(readable: try await articles.readable(articleID, width: Self.textWidth))
        } catch {
            failure = ScreenFailure(error)
            return
        }
        do {
            let outcome: String
            switch destination {
            case .clipboard:
                outcome = try await sharing.copyToClipboard(share.clipboardText)
            case .browser:
                guard let link = share.item.url else {
                    failure = ScreenFailure(
                        "article \(articleID) has no link to open; share it --to clipboard, email or file",
                        code: .badData)
                    return
                }
                outcome = try await sharing.open(link)
            case .email:
                outcome = try await sharing.email(share.item, to: nil)
            case .file:
                outcome = try await sharing.exportMarkdown(share.item, overwrite: false).path
            }
            viewModel.show(share, to: destination, outcome: outcome)
        } catch {
            failure = ScreenFailure(error)
        }
    }
}

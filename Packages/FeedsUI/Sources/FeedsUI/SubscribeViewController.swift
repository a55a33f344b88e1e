import ArticlesUI
import ExitCodeUI
public import Foundation
import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Follows a feed (`tidings://subscribe?url=&tag=`) and reports it, or lists the feeds a page
/// offers so that one of them can be added by its URL.
public final class SubscribeViewController: ViewController {
    private let url: URL
    private let tags: [String]
    private let subscriptions: any SubscriptionManaging
    public let report = TextReport()

    public init(url: URL, tags: [String], subscriptions: any SubscriptionManaging) {
        self.url = url
        self.tags = tags
        self.subscriptions = subscriptions
    }

    override public var title: String { "Add a feed" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        report.lines = [StyledText("Fetching \(url.absoluteString)…", style: .secondary)]
        do {
            switch try await subscriptions.add(url, tags: tags) {
            case .added(let feed):
                var line = "Following \(clean(feed.displayTitle)) (feed \(feed.id))"
                if !feed.tags.isEmpty { line += ", tagged \(feed.tags.joined(separator: ", "))" }
                report.lines = [
                    StyledText(line),
                    StyledText(
                        "Fetch its articles with `tidings refresh --feed \(feed.id)`.", style: .secondary),
                ]
            case .candidates(let candidates):
                report.lines =
                    [
                        StyledText(
                            "\(url.absoluteString) offers \(candidates.count) feeds; add one of them by its URL:"
                        )
                    ]
                    + candidates.map { candidate in
                        var line = "  \(candidate.url.absoluteString)"
                        if let title = candidate.title { line += "  \(clean(title))" }
                        if let type = candidate.type { line += "  (\(type))" }
                        return StyledText(line)
                    }
            }
        } catch {
            report.lines = []
            failure = ScreenFailure(error)
        }
    }

    private func clean(_ text: String) -> String {
        TerminalText.sanitize(text, tabs: .expand(width: 1))
    }
}

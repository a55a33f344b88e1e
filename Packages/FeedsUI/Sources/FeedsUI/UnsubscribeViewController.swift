import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Stops following a feed named by id, URL or title (`tidings://unsubscribe?feed=`).
public final class UnsubscribeViewController: ViewController {
    private let reference: String
    private let subscriptions: any SubscriptionManaging
    public let report = TextReport()

    public init(reference: String, subscriptions: any SubscriptionManaging) {
        self.reference = reference
        self.subscriptions = subscriptions
    }

    override public var title: String { "Remove a feed" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        do {
            let feed = try await subscriptions.resolve(reference)
            let outcome = try await subscriptions.remove(feed.id)
            var line =
                "Stopped following \(TerminalText.sanitize(outcome.feed.displayTitle)) (feed \(feed.id));"
            line += " removed \(outcome.articlesRemoved) article(s)"
            if outcome.starredKept > 0 { line += ", kept \(outcome.starredKept) starred" }
            report.lines = [StyledText(line)]
        } catch {
            failure = error.screenFailure
        }
    }
}

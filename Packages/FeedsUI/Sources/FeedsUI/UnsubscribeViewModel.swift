public import LibraryModelLogic
public import Observation
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// The display logic of `remove`: which feed stopped being followed, and how. Observed: setting
/// the removal redraws the report.
@Observable
@MainActor
public final class UnsubscribeViewModel: ReportPresenting {
    /// How a feed was removed.
    public enum Removal: Sendable {
        /// Here, with its articles (its starred ones kept).
        case here(RemovalOutcome)
        /// Through the sync account that keeps it, on its server and then here.
        case throughAccount(Feed, account: String)
    }

    /// What was removed; nil until it was.
    public var removal: Removal?

    public init() {}

    public var lines: [StyledText] {
        switch removal {
        case nil:
            return []
        case .throughAccount(let feed, let account):
            return [
                StyledText(
                    "Stopped following \(TerminalText.sanitize(feed.displayTitle)) (feed \(feed.id)) through account "
                        + "\(TerminalText.sanitize(account)); starred articles stay.")
            ]
        case .here(let outcome):
            var line =
                "Stopped following \(TerminalText.sanitize(outcome.feed.displayTitle)) (feed \(outcome.feed.id));"
            line += " removed \(outcome.articlesRemoved) article(s)"
            if outcome.starredKept > 0 { line += ", kept \(outcome.starredKept) starred" }
            return [StyledText(line)]
        }
    }
}

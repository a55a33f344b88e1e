public import FoundationEssentials
import LibraryModelLogic
public import Observation
public import SubscriptionLogic
public import TerminalUI

/// The display logic of `mark-all-read`: how many articles were marked, where, and before when.
/// Observed: showing the outcome redraws the report.
@Observable
@MainActor
public final class MarkAllReadViewModel: ReportPresenting {
    /// Only articles dated before this were marked, when given.
    public let before: Date?
    /// How many were marked, and where; nil until it was done.
    public private(set) var outcome: (changed: Int, scope: FeedScope)?

    public init(before: Date?) {
        self.before = before
    }

    /// Takes what was done.
    public func show(changed: Int, in scope: FeedScope) {
        outcome = (changed, scope)
    }

    public var lines: [StyledText] {
        guard let (changed, scope) = outcome else { return [] }
        let place =
            switch scope.kind {
            case .everywhere: "everywhere"
            case .feed(let feed): "in \(ArticleText.line(feed.displayTitle))"
            case .tag(let tag): "tagged \(ArticleText.line(tag))"
            }
        var sentence = "Marked \(changed) article\(changed == 1 ? "" : "s") read \(place)"
        if let before { sentence += ", dated before \(before.formatted(.iso8601))" }
        return [StyledText(sentence)]
    }
}

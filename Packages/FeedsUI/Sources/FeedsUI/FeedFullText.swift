import ArticlesUI
import ExitCodeUI
import LibraryModelLogic
import SubscriptionLogic
import TerminalTextService
import TerminalUI

/// `tidings full-text FEED [--off]`: whether refreshes fetch the pages of a feed's new articles
/// and keep their full texts.
enum FeedFullText {
    static func set(_ reference: String, keeps: Bool, in subscriptions: any SubscriptionManaging)
        async throws(ScreenFailure) -> CommandOutcome
    {
        do {
            let feed = try await subscriptions.setKeepsFullText(
                try await subscriptions.resolve(reference).id, keeps)
            let title = TerminalText.sanitize(feed.displayTitle, tabs: .expand(width: 1))
            let line =
                keeps
                ? "\(title) keeps the full text of each new article from its next refresh; "
                    + "`tidings full-text \(feed.id) --off` stops"
                : "\(title) keeps only its own text from now on; the full texts kept so far stay"
            return CommandOutcome(
                lines: [line], json: FeedFullTextJSON(id: feed.id.rawValue, fullText: feed.keepsFullText))
        } catch {
            throw ScreenFailure(error)
        }
    }
}

/// `full-text --json`: the feed and whether it keeps full texts now.
struct FeedFullTextJSON: Encodable {
    let id: Int64
    let fullText: Bool
}

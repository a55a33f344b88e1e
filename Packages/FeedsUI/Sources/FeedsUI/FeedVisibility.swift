import ArticlesUI
import ExitCodeUI
import LibraryModelLogic
import SubscriptionLogic
import TerminalTextService
import TerminalUI

/// `tidings hide FEED` and `tidings unhide FEED`: a hidden feed is left out of the feed list, and
/// its articles still show in timelines, filters, query feeds and search.
enum FeedVisibility {
    static func set(_ reference: String, hidden: Bool, in subscriptions: any SubscriptionManaging)
        async throws(ScreenFailure) -> CommandOutcome
    {
        do {
            let feed = try await subscriptions.setHidden(
                try await subscriptions.resolve(reference).id, hidden)
            let title = TerminalText.sanitize(feed.displayTitle, tabs: .expand(width: 1))
            let line =
                hidden
                ? "Hid \(title) from the feed list; `tidings feeds --all` lists it, `tidings unhide` shows it again"
                : "\(title) shows in the feed list again"
            return CommandOutcome(
                lines: [line], json: FeedVisibilityJSON(id: feed.id.rawValue, hidden: feed.isHidden))
        } catch {
            throw ScreenFailure(error)
        }
    }
}

/// `hide --json` and `unhide --json`: the feed and whether it is hidden now.
struct FeedVisibilityJSON: Encodable {
    let id: Int64
    let hidden: Bool
}

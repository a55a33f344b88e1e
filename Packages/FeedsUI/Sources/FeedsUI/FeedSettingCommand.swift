import ArticlesUI
import ExitCodeUI
import LibraryModelLogic
import SubscriptionLogic
import TerminalTextService
import TerminalUI

/// `tidings feed set FEED KEY VALUE` and `tidings feed unset FEED KEY`: one of a feed's own
/// settings, checked against its declaration in `FeedSettings`.
enum FeedSettingCommand {
    static func change(
        _ reference: String, key: String, to value: String?, in subscriptions: any SubscriptionManaging
    ) async throws(ScreenFailure) -> CommandOutcome {
        let change: FeedSettingChange
        do {
            change = try FeedSettings.change(key, to: value)
        } catch {
            throw ScreenFailure(error)
        }
        do {
            let feed = try await subscriptions.changeSetting(
                try await subscriptions.resolve(reference).id, change)
            return CommandOutcome(
                lines: [line(for: change, of: feed)],
                json: FeedSettingChangeJSON(
                    id: feed.id.rawValue, settings: FeedSettingsJSON(feed.settings)))
        } catch {
            throw ScreenFailure(error)
        }
    }

    /// What the change did, in the feed's name.
    static func line(for change: FeedSettingChange, of feed: Feed) -> String {
        let title = TerminalText.sanitize(feed.displayTitle, tabs: .expand(width: 1))
        let shown = TerminalText.sanitize(change.text ?? "", tabs: .expand(width: 1))
        switch (change.key, change.text) {
        case (FeedSettings.paused.key, nil):
            return "\(title) is not paused: refreshes and syncs fetch it again"
        case (FeedSettings.paused.key, _):
            return "Paused \(title): refreshes and syncs leave it alone, its articles stay; "
                + "`tidings feed unset \(feed.id) paused` resumes it"
        case (_, nil):
            return "\(title) has no \(change.key) of its own now; the library-wide setting applies"
        case (_, _):
            return "\(title): \(change.key) is \(shown)"
        }
    }
}

/// `feed set --json` and `feed unset --json`: the feed and all its own settings after the change.
struct FeedSettingChangeJSON: Encodable {
    let id: Int64
    let settings: FeedSettingsJSON
}

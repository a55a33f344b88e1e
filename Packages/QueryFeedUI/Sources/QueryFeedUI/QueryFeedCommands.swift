import ArticleLogic
import ArticlesUI
import ExitCodeUI
import FilterLogic
import QueryFeedLogic
import TerminalTextService
import TerminalUI

/// What `query add` and `query remove` do, and the lines and JSON they answer with.
enum QueryFeedCommands {
    static func add(
        name: String, match: FilterExpression, tags: [String], to queryFeeds: any QueryFeedManaging
    )
        async throws(ScreenFailure) -> CommandOutcome
    {
        do {
            let feed = try await queryFeeds.add(name: name, expression: match, tags: tags)
            let counts = try await queryFeeds.counts(of: feed)
            return CommandOutcome(
                lines: [
                    "Added the query feed '\(clean(feed.name))': \(count(counts.total, "article")) match it, "
                        + "\(counts.unread) unread"
                ],
                json: QueryFeedJSON(feed: feed, counts: counts))
        } catch {
            throw ScreenFailure(error)
        }
    }

    static func remove(named name: String, from queryFeeds: any QueryFeedManaging) async throws(ScreenFailure)
        -> CommandOutcome
    {
        do {
            let feed = try await queryFeeds.remove(named: name)
            return CommandOutcome(
                lines: [
                    "Removed the query feed '\(clean(feed.name))'; the articles it matched stay in their feeds"
                ],
                json: QueryFeedJSON(feed: feed, counts: nil))
        } catch {
            throw ScreenFailure(error)
        }
    }

    static func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }

    /// `1 article`, `3 articles`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

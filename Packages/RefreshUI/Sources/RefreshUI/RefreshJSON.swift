import FoundationEssentials
import FullTextLogic
import LibraryModelLogic
import RefreshLogic
import TerminalUI

/// A refresh's summary in `--json` output.
struct RefreshJSON: Encodable {
    struct Failure: Encodable {
        let feed: Int64
        let title: String
        let url: String
        let reason: String
        /// gone, forbidden, rate-limited, …; absent when the result could not be stored.
        let failureClass: String?
    }

    /// Full texts kept, those the ignore rules then took away, and the pages that failed.
    struct FullTexts: Encodable {
        struct Miss: Encodable {
            let article: Int64
            let title: String
            let feed: String
            let reason: String
        }

        let kept: Int
        let ignored: Int
        let failures: [Miss]

        init(_ round: FullTextRound) {
            kept = round.kept
            ignored = round.ignored
            failures = round.misses.map {
                Miss(article: $0.article.rawValue, title: $0.title, feed: $0.feed, reason: $0.reason)
            }
        }
    }

    let checked: Int
    let updated: Int
    let newArticles: Int
    let changedArticles: Int
    let postponed: Int
    let failures: [Failure]
    /// What the full-text feeds' pages gave; absent when no page was fetched.
    let fullTexts: FullTexts?
    /// Sync accounts that could not sync, each as the sentence saying why.
    let accountFailures: [String]

    init(_ outcome: RefreshOutcome) {
        let summary = outcome.feeds
        checked = outcome.feedsChecked
        updated = outcome.feedsUpdated
        newArticles = outcome.newArticles
        changedArticles = summary.changedArticles
        postponed = summary.postponed
        failures = summary.failures.map {
            Failure(
                feed: $0.feed.id.rawValue, title: $0.feed.displayTitle, url: $0.feed.address,
                reason: $0.reason, failureClass: $0.failure.failureClass?.rawValue)
        }
        accountFailures = outcome.companionFailures.map(\.message)
        fullTexts = summary.fullTexts.isEmpty ? nil : FullTexts(summary.fullTexts)
    }
}

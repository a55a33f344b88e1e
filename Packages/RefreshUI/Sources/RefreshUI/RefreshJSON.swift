import FoundationEssentials
import FullTextLogic
import LibraryModelLogic
public import NotificationLogic
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
    /// Feeds whose refresh interval has not passed, left alone.
    let notDue: Int
    /// Paused feeds, left alone.
    let paused: Int
    let failures: [Failure]
    /// What the full-text feeds' pages gave; absent when no page was fetched.
    let fullTexts: FullTexts?
    /// Sync accounts that could not sync, each as the sentence saying why.
    let accountFailures: [String]
    /// How telling what arrived went; absent when nothing new arrived or notifications are off.
    let notification: NotificationJSON?

    init(_ outcome: RefreshOutcome) {
        let summary = outcome.feeds
        checked = outcome.feedsChecked
        updated = outcome.feedsUpdated
        newArticles = outcome.newArticles
        changedArticles = summary.changedArticles
        postponed = summary.postponed
        notDue = summary.notDue
        paused = summary.paused
        failures = summary.failures.map {
            Failure(
                feed: $0.feed.id.rawValue, title: $0.feed.displayTitle, url: $0.feed.address,
                reason: $0.reason, failureClass: $0.failure.failureClass?.rawValue)
        }
        accountFailures = outcome.companionFailures.map(\.message)
        fullTexts = summary.fullTexts.isEmpty ? nil : FullTexts(summary.fullTexts)
        notification = outcome.notification.map(NotificationJSON.init)
    }
}

/// A notification of what arrived, in `--json` output: `status` is sent, quiet, nowhere,
/// failed or nothing-new; `via` names the way it was shown; `reason` says why it was not.
public struct NotificationJSON: Encodable, Sendable {
    public let status: String
    public let summary: String?
    public let body: String?
    public let via: String?
    public let reason: String?

    public init(_ report: NotificationReport) {
        switch report {
        case .nothingNew: (status, summary, body, via, reason) = ("nothing-new", nil, nil, nil, nil)
        case .quiet: (status, summary, body, via, reason) = ("quiet", nil, nil, nil, nil)
        case .sent(let notice, let way):
            (status, summary, body, via, reason) = ("sent", notice.summary, notice.body, way, nil)
        case .nowhere(let notice, let reasons):
            (status, summary, body, via, reason) = (
                "nowhere", notice.summary, notice.body, nil, NotificationText.nowhere(reasons)
            )
        case .failed(let why): (status, summary, body, via, reason) = ("failed", nil, nil, nil, why)
        }
    }
}

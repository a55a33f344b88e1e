import ArticleLogic
import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic
public import QueryFeedLogic
public import RefreshLogic
import TerminalTextService
public import TerminalUI

/// The display logic of one row of the feed list: a sanitised title, counts, when it was last
/// refreshed, and whether it is failing. Built from a model; no drawing.
public struct FeedRowViewModel: Equatable, Sendable {
    /// What a row opens: a feed, or a query feed by its name.
    public enum Source: Equatable, Sendable {
        case feed(FeedID)
        case query(String)
    }

    public let source: Source
    /// The feed the row shows, or nil for a query feed.
    public let feedID: FeedID?
    /// The query feed the row shows, or nil for a feed. (Stored beside `source` rather than
    /// read out of it: Swift 6.3's optimizer crashed on switching over a row's source inside
    /// the feed list's `perform` in release builds.)
    public let queryName: String?
    public let title: String
    public let unread: Int
    public let total: Int
    /// `3h`, `2d`… since the last successful refresh, `never`, `paused` for a paused feed, or
    /// `hidden` for a hidden one.
    public let lastRefresh: String
    /// The last failure's reason while the feed is failing.
    public let error: String?
    /// The last failure's class (`gone`, `timeout`, …) while the feed is failing.
    public let failureClass: String?
    /// A query feed's filter, as written.
    public let filter: String?

    public init(feed: Feed, status: FeedRefreshStatus?, now: Date) {
        source = .feed(feed.id)
        feedID = feed.id
        queryName = nil
        filter = nil
        title = TerminalText.sanitize(feed.displayTitle, tabs: .expand(width: 1))
        unread = feed.unreadCount
        total = feed.totalCount
        lastRefresh =
            feed.settings.isPaused
            ? "paused"
            : feed.isHidden
                ? "hidden" : status?.lastSuccess.map { RelativeTime.short($0, now: now) } ?? "never"
        error =
            status?.isFailing == true
            ? status?.lastError.map { TerminalText.sanitize($0, tabs: .expand(width: 1)) } : nil
        failureClass = status?.isFailing == true ? status?.failureClass?.rawValue : nil
    }

    /// A query feed's row: its name and the counts of what it matches, marked `query` where a
    /// feed shows when it was refreshed.
    public init(_ counted: CountedQueryFeed) {
        source = .query(counted.feed.name)
        feedID = nil
        queryName = counted.feed.name
        title = TerminalText.sanitize(counted.feed.name, tabs: .expand(width: 1))
        unread = counted.counts.unread
        total = counted.counts.total
        lastRefresh = "query"
        error = nil
        failureClass = nil
        filter = TerminalText.sanitize(counted.feed.expression.source, tabs: .expand(width: 1))
    }

    /// `3/12`: unread of total.
    public var counts: String { "\(unread)/\(total)" }

    /// The row at `width` cells: an error mark, the title (cut to fit), counts, and the age
    /// aligned right, or the class of the failure while the feed is failing.
    public func row(width: Int) -> StyledText {
        let mark = error == nil ? "  " : "! "
        let tail =
            " " + TerminalText.pad(counts, toWidth: 9, alignment: .trailing) + " "
            + TerminalText.pad(failureClass ?? lastRefresh, toWidth: 10, alignment: .trailing)
        let titleWidth = max(0, width - 2 - TerminalText.width(of: tail))
        let fitted = TerminalText.pad(TerminalText.truncate(title, toWidth: titleWidth), toWidth: titleWidth)
        return StyledText([
            .init(mark, style: .failure),
            .init(fitted, style: unread > 0 ? .unread : .plain),
            .init(tail, style: .secondary),
        ])
    }
}

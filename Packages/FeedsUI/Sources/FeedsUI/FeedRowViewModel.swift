public import Foundation
public import LibraryModelLogic
public import RefreshLogic
import TerminalTextService
public import TerminalUI

/// The display logic of one row of the feed list: a sanitised title, counts, when it was last
/// refreshed, and whether it is failing. Built from a model; no drawing.
public struct FeedRowViewModel: Equatable, Sendable {
    public let id: FeedID
    public let title: String
    public let unread: Int
    public let total: Int
    /// `3h`, `2d`… since the last successful refresh, or `never`.
    public let lastRefresh: String
    /// The last failure's reason while the feed is failing.
    public let error: String?
    /// The last failure's class (`gone`, `timeout`, …) while the feed is failing.
    public let failureClass: String?

    public init(feed: Feed, status: FeedRefreshStatus?, now: Date) {
        id = feed.id
        title = TerminalText.sanitize(feed.displayTitle, tabs: .expand(width: 1))
        unread = feed.unreadCount
        total = feed.totalCount
        lastRefresh = status?.lastSuccess.map { RelativeTime.short($0, now: now) } ?? "never"
        error =
            status?.isFailing == true
            ? status?.lastError.map { TerminalText.sanitize($0, tabs: .expand(width: 1)) } : nil
        failureClass = status?.isFailing == true ? status?.failureClass?.rawValue : nil
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

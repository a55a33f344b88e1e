public import FoundationEssentials
public import LibraryModelLogic
public import Observation
public import RefreshLogic
import TerminalTextService
public import TerminalUI

/// The display logic of one feed's details: where it lives, its tags and counts, and how its
/// refreshes went, with the last error spelled out and wrapped. Observed: showing a feed redraws
/// the report.
@Observable
@MainActor
public final class FeedDetailViewModel: ReportPresenting {
    private var feed: Feed?
    private var status: FeedRefreshStatus?
    private var now: Date
    private let width: Int

    /// Built from a feed and its status; nil gives the placeholder shown while loading.
    public init(feed: Feed?, status: FeedRefreshStatus?, now: Date, width: Int = 80) {
        self.feed = feed
        self.status = status
        self.now = now
        self.width = width
    }

    /// Shows `feed` with its status as of `now`.
    public func show(_ feed: Feed, status: FeedRefreshStatus?, now: Date) {
        self.feed = feed
        self.status = status
        self.now = now
    }

    public var lines: [StyledText] {
        Self.lines(feed: feed, status: status, now: now, width: width)
    }

    private static func lines(feed: Feed?, status: FeedRefreshStatus?, now: Date, width: Int) -> [StyledText]
    {
        guard let feed else {
            return [StyledText("Loading…", style: .secondary)]
        }
        func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }
        func field(_ name: String, _ value: String) -> StyledText {
            StyledText([.init(TerminalText.pad(name, toWidth: 16), style: .secondary), .init(clean(value))])
        }
        var lines = [StyledText(clean(feed.displayTitle), style: .heading), ""]
        lines.append(field("feed", "\(feed.id)"))
        lines.append(field("address", feed.address))
        if let site = feed.homeURL { lines.append(field("site", site.absoluteString)) }
        if feed.customTitle != nil, let source = feed.sourceTitle { lines.append(field("own title", source)) }
        lines.append(field("tags", feed.tags.isEmpty ? "none" : feed.tags.joined(separator: ", ")))
        lines.append(field("articles", "\(feed.unreadCount) unread of \(feed.totalCount)"))
        lines.append(
            field("keeps", feed.keepsFullText ? "the full text of each new article" : "the feed's own text"))
        for (key, text) in feed.settings.entries { lines.append(field(key, text)) }
        lines.append(field("followed", RelativeTime.long(feed.addedAt, now: now)))
        lines.append(
            field("refreshed", status?.lastSuccess.map { RelativeTime.long($0, now: now) } ?? "never"))
        if let status, status.isFailing {
            let kind = status.failureClass.map { " (\($0.rawValue))" } ?? ""
            lines.append(field("failing", "\(status.consecutiveFailures) time(s) in a row\(kind)"))
            if let next = status.nextAttempt, next > now {
                lines.append(
                    field("next attempt", "in \(Int((next.timeIntervalSince(now) / 60).rounded(.up))) min"))
            }
            if let error = status.lastError {
                lines.append("")
                lines.append(StyledText("Last error", style: .failure))
                lines += TerminalText.wrap(clean(error), toWidth: max(20, width)).map { StyledText($0) }
            }
        }
        return lines
    }
}

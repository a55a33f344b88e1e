public import FoundationEssentials
public import LibraryModelLogic
import TerminalTextService
public import TerminalUI

/// The display logic of one row of a timeline: the unread and star marks, how old the article
/// is, its feed and its title, sanitised. Built from a model; no drawing.
public struct ArticleRowViewModel: Equatable, Sendable {
    public let id: ArticleID
    public let title: String
    public let feedTitle: String
    /// `now`, `5m`, `3h`, `2d`, `6w` or the day, by the article's sort date.
    public let age: String
    public let isUnread: Bool
    public let isStarred: Bool
    public let link: URL?

    public init(article: Article, now: Date) {
        id = article.id
        title = ArticleText.line(article.displayTitle)
        feedTitle = ArticleText.line(article.feedTitle)
        age = RelativeTime.short(article.sortDate, now: now)
        isUnread = article.isUnread
        isStarred = article.isStarred
        link = article.link
    }

    /// The unread mark, `●` or a space.
    public var unreadMark: String { isUnread ? "●" : " " }

    /// The star, `★` or a space.
    public var starMark: String { isStarred ? "★" : " " }

    /// The row at `width` cells: marks, the age right-aligned in `ageWidth` cells, the feed's
    /// title in at most `feedWidth` cells (and never more than a quarter of the row), then the
    /// article's title in what is left, each cut by display width.
    public func row(width: Int, ageWidth: Int = 3, feedWidth: Int = 16) -> StyledText {
        let marks = [
            StyledText.Span(unreadMark, style: .unreadMark),
            StyledText.Span(" "),
            StyledText.Span(starMark, style: .starMark),
            StyledText.Span(" "),
            StyledText.Span(
                TerminalText.pad(age, toWidth: ageWidth, alignment: .trailing), style: .secondary),
            StyledText.Span("  "),
        ]
        let used = 4 + max(ageWidth, TerminalText.width(of: age)) + 2
        let feedRoom = min(feedWidth, max(0, width - used) / 4)
        var spans = marks
        if feedRoom > 0 {
            spans.append(StyledText.Span(TerminalText.fit(feedTitle, toWidth: feedRoom), style: .secondary))
            spans.append(StyledText.Span("  "))
        }
        let titleRoom = max(0, width - used - (feedRoom > 0 ? feedRoom + 2 : 0))
        spans.append(
            StyledText.Span(
                TerminalText.truncate(title, toWidth: titleRoom), style: isUnread ? .unread : .plain))
        return StyledText(spans)
    }
}

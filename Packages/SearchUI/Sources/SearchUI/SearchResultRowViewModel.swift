public import ArticleLogic
import ArticlesUI
public import FoundationEssentials
public import LibraryModelLogic
import TerminalTextService
public import TerminalUI

/// The display logic of one search result: how old it is, its feed, its title and a snippet of
/// its text with the matched words marked, all sanitised. Built from a hit; no drawing.
public struct SearchResultRowViewModel: Equatable, Sendable {
    public let id: ArticleID
    public let title: [MatchSegment]
    public let snippet: [MatchSegment]
    public let feedTitle: String
    /// `now`, `5m`, `3h`, `2d`, `6w` or the day.
    public let age: String
    /// Lower is better.
    public let rank: Double

    public init(hit: SearchHit, now: Date) {
        id = hit.article.id
        let title = HighlightedLine.segments(of: hit.title)
        self.title =
            title.isEmpty ? [MatchSegment(ArticleText.line(hit.article.displayTitle), isMatch: false)] : title
        snippet = HighlightedLine.segments(of: hit.snippet)
        feedTitle = ArticleText.line(hit.article.feedTitle)
        age = RelativeTime.short(hit.article.sortDate, now: now)
        rank = hit.rank
    }

    /// The title without its highlights.
    public var plainTitle: String { title.map(\.text).joined() }

    /// The row at `width` cells: the age right-aligned in `ageWidth` cells, the feed in at most
    /// `feedWidth` cells (and never more than a quarter of the row), the title in bold, then
    /// the dim snippet after a dash; matches bold and underlined. The title gets up to two thirds
    /// of what is left when it needs it; a match deep in the snippet is brought into view.
    public func row(width: Int, ageWidth: Int = 3, feedWidth: Int = 16) -> StyledText {
        var spans = [
            StyledText.Span(
                TerminalText.pad(age, toWidth: ageWidth, alignment: .trailing), style: .secondary),
            StyledText.Span("  "),
        ]
        let used = max(ageWidth, TerminalText.width(of: age)) + 2
        let feedRoom = min(feedWidth, max(0, width - used) / 4)
        if feedRoom > 0 {
            spans.append(StyledText.Span(TerminalText.fit(feedTitle, toWidth: feedRoom), style: .secondary))
            spans.append(StyledText.Span("  "))
        }
        let rest = max(0, width - used - (feedRoom > 0 ? feedRoom + 2 : 0))
        let titleWidth = TerminalText.width(of: plainTitle)
        let snippetWidth = TerminalText.width(of: snippet.map(\.text).joined())
        let separator = " — "
        let titleRoom =
            snippet.isEmpty ? rest : min(titleWidth, max(rest * 2 / 3, rest - snippetWidth - separator.count))
        let fittedTitle = HighlightedLine.fit(
            HighlightedLine.spans(title, plain: .heading, match: .match), width: titleRoom)
        spans += fittedTitle
        let snippetRoom = rest - TerminalText.width(of: fittedTitle.map(\.text).joined()) - separator.count
        if !snippet.isEmpty, snippetRoom > 1 {
            spans.append(StyledText.Span(separator, style: .secondary))
            let shown = HighlightedLine.leading(snippet, lead: snippetRoom / 3)
            spans += HighlightedLine.fit(
                HighlightedLine.spans(shown, plain: .secondary, match: .match), width: snippetRoom)
        }
        return StyledText(spans)
    }
}

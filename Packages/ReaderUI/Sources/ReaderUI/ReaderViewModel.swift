public import ArticleLogic
import ArticlesUI
public import FoundationEssentials
import LibraryModelLogic
public import Observation
import TerminalTextService
public import TerminalUI

/// The display logic of the reader: a header (the title in bold, then the feed, authors, date,
/// link and state), the body as the article logic rendered it (wrapped, links numbered `[n]`),
/// then the numbered links. Built from a readable article, or from nil while it loads (a
/// placeholder). Views observe it: a star or a read mark shows at once.
@Observable
@MainActor
public final class ReaderViewModel {
    public private(set) var lines: [StyledText]
    /// The article's title, for the status line.
    public private(set) var title: String
    /// The links the body numbers `[1]`, `[2]`…
    public private(set) var links: [URL]

    public init(readable: ReadableArticle? = nil, now: Date = Date(), width: Int = 72) {
        lines = Self.lines(for: readable, now: now, width: width)
        title = readable.map { ArticleText.line($0.article.displayTitle) } ?? "Article"
        links = readable?.links ?? []
    }

    /// Shows `readable`; `textNote` says which of its texts the body is, when that needs saying.
    public func update(readable: ReadableArticle?, now: Date, width: Int, textNote: String? = nil) {
        lines = Self.lines(for: readable, now: now, width: width, textNote: textNote)
        title = readable.map { ArticleText.line($0.article.displayTitle) } ?? "Article"
        links = readable?.links ?? []
    }

    /// The lines of `readable` with its title wrapped at `width` cells.
    public static func lines(for readable: ReadableArticle?, now: Date, width: Int, textNote: String? = nil)
        -> [StyledText]
    {
        guard let readable else { return [StyledText("Loading…", style: .secondary)] }
        let article = readable.article
        func field(_ name: String, _ value: String) -> StyledText {
            StyledText([.init(TerminalText.pad(name, toWidth: 7), style: .secondary), .init(value)])
        }
        var lines = TerminalText.wrap(ArticleText.line(article.displayTitle), toWidth: max(20, width)).map {
            StyledText($0, style: .heading)
        }
        lines.append("")
        lines.append(field("feed", ArticleText.line(article.feedTitle)))
        if !article.authors.isEmpty {
            lines.append(field("by", ArticleText.line(article.authors.joined(separator: ", "))))
        }
        if let date = article.published ?? article.updated {
            lines.append(field("date", "\(date.formatted(.iso8601)) (\(RelativeTime.long(date, now: now)))"))
        }
        if let link = article.link { lines.append(field("link", link.absoluteString)) }
        var state = [article.isRead ? "read" : "unread"]
        if article.isStarred { state.append("★ starred") }
        lines.append(field("state", state.joined(separator: " · ")))
        if let textNote {
            let wrapped = TerminalText.wrap(ArticleText.line(textNote), toWidth: max(20, width - 7))
            for (index, part) in wrapped.enumerated() {
                lines.append(index == 0 ? field("text", part) : field("", part))
            }
        }
        lines.append("")
        if readable.text.allSatisfy(\.isWhitespace) {
            lines.append(StyledText("This article carries no text.", style: .secondary))
        } else {
            lines += readable.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                StyledText(String($0))
            }
        }
        if !readable.links.isEmpty {
            lines += ["", StyledText("Links", style: .heading)]
            lines += readable.links.enumerated().map { index, url in
                StyledText([.init("[\(index + 1)]", style: .secondary), .init(" \(url.absoluteString)")])
            }
        }
        return lines
    }
}

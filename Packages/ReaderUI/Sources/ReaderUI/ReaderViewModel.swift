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
    /// What the lines were built from, to build them again when a picture arrives.
    private var shown: (readable: ReadableArticle?, now: Date, width: Int, textNote: String?)
    /// The rows drawn so far for the article's pictures, by their index in its `images`.
    private var pictures: [Int: [StyledText]] = [:]

    public init(readable: ReadableArticle? = nil, now: Date = Date(), width: Int = 72) {
        shown = (readable, now, width, nil)
        lines = Self.lines(for: readable, now: now, width: width)
        title = readable.map { ArticleText.line($0.article.displayTitle) } ?? "Article"
        links = readable?.links ?? []
    }

    /// Shows `readable`; `textNote` says which of its texts the body is, when that needs saying.
    /// The pictures drawn so far stay while the article and its text are the same.
    public func update(readable: ReadableArticle?, now: Date, width: Int, textNote: String? = nil) {
        if readable?.article.id != shown.readable?.article.id || readable?.text != shown.readable?.text {
            pictures = [:]
        }
        shown = (readable, now, width, textNote)
        lines = Self.lines(for: readable, now: now, width: width, textNote: textNote, pictures: pictures)
        title = readable.map { ArticleText.line($0.article.displayTitle) } ?? "Article"
        links = readable?.links ?? []
    }

    /// Draws `rows` (a picture, or the line saying why it is not drawn) below the text that
    /// holds picture `index` of the article shown.
    public func show(picture rows: [StyledText], forImage index: Int) {
        pictures[index] = rows
        lines = Self.lines(
            for: shown.readable, now: shown.now, width: shown.width, textNote: shown.textNote,
            pictures: pictures)
    }

    /// The lines of `readable` with its title wrapped at `width` cells, and the rows of its
    /// `pictures` (by image index) below the lines that hold them.
    public static func lines(
        for readable: ReadableArticle?, now: Date, width: Int, textNote: String? = nil,
        pictures: [Int: [StyledText]] = [:]
    )
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
            let body = readable.text.split(separator: "\n", omittingEmptySubsequences: false)
            var below: [Int: [StyledText]] = [:]
            for (index, image) in readable.images.enumerated() {
                guard let rows = pictures[index] else { continue }
                below[min(image.line, body.count - 1), default: []] += [""] + rows
            }
            for (number, line) in body.enumerated() {
                lines.append(StyledText(String(line)))
                lines += below[number] ?? []
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

public import FoundationEssentials
import HTMLService
public import LibraryModelLogic
import TerminalTextService

/// Turns an article's body into terminal text through the HTML service: HTML is rendered with
/// numbered links, plain text is wrapped. Everything is sanitised for the terminal.
public struct ArticleRenderer: Sendable {
    public init() {}

    /// `article` at `width`: its full text when one is kept and `text` allows it, else the feed's.
    public func readable(_ article: Article, width: Int, text: ArticleTextChoice = .fullWhenKept)
        -> ReadableArticle
    {
        if text == .fullWhenKept, let fullText = article.fullText {
            let rendered = renderHTML(fullText, base: article.link, width: width)
            return ReadableArticle(
                article: article, text: rendered.text, links: rendered.links, isFullText: true)
        }
        let body = article.body ?? ""
        if article.bodyIsHTML {
            let rendered = renderHTML(body, base: article.link, width: width)
            return ReadableArticle(article: article, text: rendered.text, links: rendered.links)
        }
        let paragraphs = body.components(separatedBy: "\n\n").map { paragraph in
            TerminalText.wrap(HTMLText.plainText(fromText: paragraph), toWidth: width).joined(separator: "\n")
        }
        return ReadableArticle(article: article, text: paragraphs.joined(separator: "\n\n"), links: [])
    }

    /// `html` as terminal text wrapped at `width`, its links numbered `[n]` and resolved against
    /// `base`: the body of an article that is not stored (a page's extracted article).
    public func renderHTML(_ html: String, base: URL?, width: Int) -> (text: String, links: [URL]) {
        let rendered = HTMLText.render(html, width: width, baseURL: base)
        return (rendered.lines.joined(separator: "\n"), rendered.links)
    }
}

import FoundationEssentials
import HTMLService
public import LibraryModelLogic
import TerminalTextService

/// Turns an article's body into terminal text through the HTML service: HTML is rendered with
/// numbered links, plain text is wrapped. Everything is sanitised for the terminal.
public struct ArticleRenderer: Sendable {
    public init() {}

    public func readable(_ article: Article, width: Int) -> ReadableArticle {
        let body = article.body ?? ""
        if article.bodyIsHTML {
            let rendered = HTMLText.render(body, width: width, baseURL: article.link)
            return ReadableArticle(
                article: article, text: rendered.lines.joined(separator: "\n"), links: rendered.links)
        }
        let paragraphs = body.components(separatedBy: "\n\n").map { paragraph in
            TerminalText.wrap(HTMLText.plainText(fromText: paragraph), toWidth: width).joined(separator: "\n")
        }
        return ReadableArticle(article: article, text: paragraphs.joined(separator: "\n\n"), links: [])
    }
}

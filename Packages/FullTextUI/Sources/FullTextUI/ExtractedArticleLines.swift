import ArticleLogic
import FoundationEssentials
import FullTextLogic
import TerminalTextService

/// An extracted article as lines of text, laid out as the reader lays out an article: the
/// title, the fields the page gave (by, date, language, link, image), the body wrapped with its
/// links numbered `[n]`, then the links.
enum ExtractedArticleLines {
    static func lines(_ article: ExtractedArticle, width: Int) -> [String] {
        let body = ArticleRenderer().renderHTML(article.html, base: article.url, width: width)
        var lines = TerminalText.wrap(
            TerminalText.sanitize(article.title ?? article.url.absoluteString), toWidth: max(20, width))
        lines.append("")
        func field(_ name: String, _ value: String) {
            lines.append(TerminalText.pad(name, toWidth: 7) + TerminalText.sanitize(value))
        }
        if let byline = article.byline { field("by", byline) }
        if let published = article.published { field("date", published.formatted(.iso8601)) }
        if let language = article.language { field("lang", language) }
        field("link", article.url.absoluteString)
        if let image = article.image { field("image", image.absoluteString) }
        lines.append("")
        lines += body.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if !body.links.isEmpty {
            lines += ["", "Links"]
            lines += body.links.enumerated().map { "[\($0.offset + 1)] \($0.element.absoluteString)" }
        }
        return lines
    }
}

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
            let rendered = HTMLText.render(fullText, width: width, baseURL: article.link)
            return ReadableArticle(
                article: article, text: rendered.text, links: rendered.links, isFullText: true,
                images: images(of: article, in: rendered))
        }
        let body = article.body ?? ""
        if article.bodyIsHTML {
            let rendered = HTMLText.render(body, width: width, baseURL: article.link)
            return ReadableArticle(
                article: article, text: rendered.text, links: rendered.links,
                images: images(of: article, in: rendered))
        }
        let paragraphs = body.components(separatedBy: "\n\n").map { paragraph in
            TerminalText.wrap(HTMLText.plainText(fromText: paragraph), toWidth: width).joined(separator: "\n")
        }
        let joined = paragraphs.joined(separator: "\n\n")
        return ReadableArticle(
            article: article, text: joined, links: [],
            images: images(
                of: article, in: RenderedText(lines: joined.components(separatedBy: "\n"), links: [])))
    }

    /// The pictures of `rendered`, then those of the article's enclosures of image type (after
    /// the last line), each address once.
    private func images(of article: Article, in rendered: RenderedText) -> [ArticleImage] {
        var seen: Set<URL> = []
        var images = rendered.images.compactMap { image in
            seen.insert(image.url).inserted ? ArticleImage(url: image.url, line: image.line) : nil
        }
        let last = max(rendered.lines.count - 1, 0)
        for enclosure in article.enclosures
        where enclosure.mimeType?.lowercased().hasPrefix("image/") == true
            && ["http", "https"].contains(enclosure.url.scheme?.lowercased())
        {
            if seen.insert(enclosure.url).inserted {
                images.append(ArticleImage(url: enclosure.url, line: last))
            }
        }
        return images
    }

    /// `html` as terminal text wrapped at `width`, its links numbered `[n]` and resolved against
    /// `base`: the body of an article that is not stored (a page's extracted article).
    public func renderHTML(_ html: String, base: URL?, width: Int) -> (text: String, links: [URL]) {
        let rendered = HTMLText.render(html, width: width, baseURL: base)
        return (rendered.lines.joined(separator: "\n"), rendered.links)
    }
}

public import FoundationEssentials
import UnicodeTextService

/// The article found in a web page: its body as the simple HTML our renderer draws, the same as
/// plain text, and what the page says about it. A value is nil when the page does not say.
public struct ExtractedArticle: Sendable, Equatable {
    /// The page's address, the one links were resolved against.
    public var url: URL
    public var title: String?
    /// Who wrote it, as the page names them ("Ada Lovelace, Charles Babbage").
    public var byline: String?
    public var published: Date?
    /// The page's language tag (`en`, `pt-BR`).
    public var language: String?
    /// The lead image, resolved against `url`.
    public var image: URL?
    /// The body: paragraphs, headings, lists, quotes, code, tables and figures, links absolute.
    public var html: String
    /// The body as plain text, a line per paragraph.
    public var text: String

    public init(
        url: URL, title: String?, byline: String?, published: Date?, language: String?, image: URL?,
        html: String,
        text: String
    ) {
        self.url = url
        self.title = title
        self.byline = byline
        self.published = published
        self.language = language
        self.image = image
        self.html = html
        self.text = text
    }
}

extension ExtractedArticle {
    /// The body to keep with an article: `html`, led by the page's lead image when the body does
    /// not hold it already, so that the reader draws the picture the page leads with.
    public var keptHTML: String {
        guard let image, ["http", "https"].contains(image.scheme?.lowercased()),
            !html.contains(MarkupEscaping.attribute(image.absoluteString))
        else { return html }
        return
            "<figure><img src=\"\(MarkupEscaping.attribute(image.absoluteString))\" alt=\"\"></figure>\n"
            + html
    }
}

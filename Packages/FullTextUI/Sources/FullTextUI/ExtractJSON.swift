import FoundationEssentials
import FullTextLogic
import TerminalUI

/// `tidings extract --json`: the page's address, what it says about the article (nil when it does
/// not say), the body as plain text (a line per paragraph) and as the simple HTML the reader draws.
/// Printed by `write(to:)`; the `Encodable` form is the reference a test holds it to.
struct ExtractJSON: JSONWritable {
    let url: String
    let title: String?
    let byline: String?
    let published: Date?
    let lang: String?
    let image: String?
    let text: String
    let html: String

    init(_ article: ExtractedArticle) {
        url = article.url.absoluteString
        title = article.title
        byline = article.byline
        published = article.published
        lang = article.language
        image = article.image?.absoluteString
        text = article.text
        html = article.html
    }

    private enum CodingKeys: String, CodingKey {
        case url, title, byline, published, lang, image, text, html
    }

    /// Every key is written, null when the page did not say.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encode(title, forKey: .title)
        try container.encode(byline, forKey: .byline)
        try container.encode(published, forKey: .published)
        try container.encode(lang, forKey: .lang)
        try container.encode(image, forKey: .image)
        try container.encode(text, forKey: .text)
        try container.encode(html, forKey: .html)
    }

    /// Every key, in the sorted order `JSONOutput` writes them, null when the page did not say.
    func written() -> JSONWriter {
        var writer = JSONWriter()
        writer.beginObject()
        writer.nullableMember("byline", byline)
        writer.nullableMember("html", html)
        writer.nullableMember("image", image)
        writer.nullableMember("lang", lang)
        writer.nullableMember("published", published)
        writer.nullableMember("text", text)
        writer.nullableMember("title", title)
        writer.nullableMember("url", url)
        writer.endObject()
        return writer
    }
}

import ArticleLogic
import ArticlesUI
import FoundationEssentials
import LibraryModelLogic

/// `tidings read ID --json`: the article object (`ArticleJSON`) with the rendered body as
/// `text` and the numbered links as `links`, in one object; `shown` says which text that is
/// (`full` or `feed`), `fullText` is the full text kept (the simple HTML the reader draws), and
/// `fullTextFailure` why it could not be had.
struct ReaderJSON: Encodable {
    let article: ArticleJSON
    let text: String
    let links: [String]
    let shown: String
    let fullText: String?
    let fullTextFailure: String?

    init(_ readable: ReadableArticle, failure: String? = nil) {
        article = ArticleJSON(readable.article)
        text = readable.text
        links = readable.links.map(\.absoluteString)
        shown = readable.isFullText ? "full" : "feed"
        fullText = readable.article.fullText
        fullTextFailure = failure
    }

    private enum CodingKeys: String, CodingKey {
        case text, links, shown, fullText, fullTextFailure
    }

    func encode(to encoder: any Encoder) throws {
        try article.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(links, forKey: .links)
        try container.encode(shown, forKey: .shown)
        try container.encodeIfPresent(fullText, forKey: .fullText)
        try container.encodeIfPresent(fullTextFailure, forKey: .fullTextFailure)
    }
}

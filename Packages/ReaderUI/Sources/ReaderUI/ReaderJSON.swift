import ArticleLogic
import ArticlesUI
import FoundationEssentials

/// `tidings read ID --json`: the article object (`ArticleJSON`) with the rendered body as
/// `text` and the numbered links as `links`, in one object.
struct ReaderJSON: Encodable {
    let article: ArticleJSON
    let text: String
    let links: [String]

    init(_ readable: ReadableArticle) {
        article = ArticleJSON(readable.article)
        text = readable.text
        links = readable.links.map(\.absoluteString)
    }

    private enum CodingKeys: String, CodingKey {
        case text, links
    }

    func encode(to encoder: any Encoder) throws {
        try article.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(links, forKey: .links)
    }
}

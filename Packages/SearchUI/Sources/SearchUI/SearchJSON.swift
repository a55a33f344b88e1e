import ArticleLogic
import ArticlesUI

/// A search result in `--json` output: the article object (`ArticleJSON`) with the plain
/// `snippet` and the `rank` (lower is better), in one object.
struct SearchJSON: Encodable {
    let article: ArticleJSON
    let snippet: String
    let rank: Double

    init(_ hit: SearchHit) {
        article = ArticleJSON(hit.article)
        snippet = hit.snippet.text
        rank = hit.rank
    }

    private enum CodingKeys: String, CodingKey {
        case snippet, rank
    }

    func encode(to encoder: any Encoder) throws {
        try article.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(snippet, forKey: .snippet)
        try container.encode(rank, forKey: .rank)
    }
}

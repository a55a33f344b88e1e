public import ArticleLogic
import FilterLogic
import FoundationEssentials
public import QueryFeedLogic

/// A query feed in `--json` output (`query list`, and `feeds` beside the feeds, told apart by
/// `kind`); the counts are left out where they were not counted.
public struct QueryFeedJSON: Encodable, Sendable {
    let kind = "query"
    let name: String
    let filter: String
    let tags: [String]
    let added: Date
    let unread: Int?
    let total: Int?
    let starred: Int?

    public init(feed: QueryFeed, counts: ArticleCounts?) {
        name = feed.name
        filter = feed.expression.source
        tags = feed.tags
        added = feed.added
        unread = counts?.unread
        total = counts?.total
        starred = counts?.starred
    }
}

import ArticleLogic
import FilterLogic
import Foundation
import QueryFeedLogic

/// A query feed in `--json` output; the counts are left out where they were not counted.
struct QueryFeedJSON: Encodable, Sendable {
    let name: String
    let filter: String
    let tags: [String]
    let added: Date
    let unread: Int?
    let total: Int?
    let starred: Int?

    init(feed: QueryFeed, counts: ArticleCounts?) {
        name = feed.name
        filter = feed.expression.source
        tags = feed.tags
        added = feed.added
        unread = counts?.unread
        total = counts?.total
        starred = counts?.starred
    }
}

public import ArticleLogic
public import FilterLogic
public import FoundationEssentials
import UnicodeTextService

/// A saved filter shown as a feed: its name, its expression, the tags it is filed under, and
/// when it was added.
public struct QueryFeed: Identifiable, Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var expression: FilterExpression
    /// The tags the reader filed it under, sorted.
    public var tags: [String]
    public var added: Date

    public init(id: Int64, name: String, expression: FilterExpression, tags: [String], added: Date) {
        self.id = id
        self.name = name
        self.expression = expression
        self.tags = tags
        self.added = added
    }

    /// `name` without surrounding white space; a blank name is refused.
    public static func validName(_ name: String) throws(QueryFeedError) -> String {
        let trimmed = WhiteSpace.trimmed(name)
        guard !trimmed.isEmpty else { throw .emptyName }
        return trimmed
    }
}

/// A query feed with the counts of what it matches now.
public struct CountedQueryFeed: Equatable, Sendable {
    public var feed: QueryFeed
    public var counts: ArticleCounts

    public init(feed: QueryFeed, counts: ArticleCounts) {
        self.feed = feed
        self.counts = counts
    }
}

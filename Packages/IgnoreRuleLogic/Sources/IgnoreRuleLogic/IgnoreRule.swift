public import ArticleLogic
public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// A rule of the killfile: articles its filter matches are not stored when they arrive, or,
/// when it `hides`, stored but kept out of every list and count. It applies to one feed or to
/// all. Starred articles are never ignored.
public struct IgnoreRule: Identifiable, Equatable, Sendable {
    /// The rule's number, which `tidings ignore remove N` names.
    public var id: Int64
    public var expression: FilterExpression
    /// The feed it applies to, or nil for every feed.
    public var feed: FeedID?
    public var hides: Bool
    public var added: Date

    public init(id: Int64, expression: FilterExpression, feed: FeedID?, hides: Bool, added: Date) {
        self.id = id
        self.expression = expression
        self.feed = feed
        self.hides = hides
        self.added = added
    }

    /// The rule as the article logic applies it.
    public var match: IgnoreMatch { IgnoreMatch(expression: expression, feed: feed, hides: hides) }
}

/// What a rule would catch among the stored articles: how many it matches, how many of those
/// are starred (and would stay), and the newest of them.
public struct IgnoreTest: Equatable, Sendable {
    public var matched: ArticleCounts
    public var newest: [Article]

    public init(matched: ArticleCounts, newest: [Article]) {
        self.matched = matched
        self.newest = newest
    }
}

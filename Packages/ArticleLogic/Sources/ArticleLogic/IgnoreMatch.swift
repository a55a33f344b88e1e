public import FilterLogic
public import LibraryModelLogic

/// An ignore rule as the article logic applies it: a filter, the feed it is limited to (nil for
/// every feed), and whether what it matches is hidden (kept, but out of every list and count)
/// rather than dropped (not stored). Starred articles are never ignored.
public struct IgnoreMatch: Equatable, Sendable {
    public var expression: FilterExpression
    public var feed: FeedID?
    public var hides: Bool

    public init(expression: FilterExpression, feed: FeedID?, hides: Bool) {
        self.expression = expression
        self.feed = feed
        self.hides = hides
    }
}

/// What the ignore rules did to a feed's new articles.
public struct IgnoreOutcome: Equatable, Sendable {
    /// Not stored: kept only as a tombstone, so that the feed does not bring them again.
    public var dropped: [ArticleID]
    /// Stored, but out of every list and count.
    public var hidden: [ArticleID]

    public init(dropped: [ArticleID] = [], hidden: [ArticleID] = []) {
        self.dropped = dropped
        self.hidden = hidden
    }
}

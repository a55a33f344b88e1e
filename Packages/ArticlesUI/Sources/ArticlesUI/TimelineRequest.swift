public import LibraryModelLogic

/// The timeline a URL asks for (`tidings://articles?filter=&feed=&tag=&limit=`), as typed:
/// the feed is still a reference (an id, a URL or a title) for the subscription logic to resolve.
public struct TimelineRequest: Equatable, Sendable {
    public var filter: ArticleFilter
    /// The feed's id, URL or title.
    public var feed: String?
    public var tag: String?
    /// How many articles a one-shot listing shows at most; nil means one page.
    public var limit: Int?

    public init(filter: ArticleFilter = .all, feed: String? = nil, tag: String? = nil, limit: Int? = nil) {
        self.filter = filter
        self.feed = feed
        self.tag = tag
        self.limit = limit
    }
}

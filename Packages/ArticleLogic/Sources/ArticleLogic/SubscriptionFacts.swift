public import LibraryModelLogic

/// What article queries need from subscriptions: each feed's address and tags, for the filters
/// that test them (`feedurl`, `tags`). The subscription logic provides it; articles never read
/// the subscription tables themselves. (Which feeds a tag names is resolved once, by the
/// subscription logic's `FeedScope`, and reaches this package as feed ids.)
public protocol SubscriptionFacts: Sendable {
    /// Every feed's id, address and tags.
    func descriptions() async throws(ArticleError) -> [FeedDescription]
}

/// A feed as filters see it.
public struct FeedDescription: Equatable, Sendable {
    public var id: FeedID
    /// The feed's address as text.
    public var url: String
    public var tags: [String]

    public init(id: FeedID, url: String, tags: [String]) {
        self.id = id
        self.url = url
        self.tags = tags
    }
}

/// The default `SubscriptionFacts`: a fixed list of feeds, for tests and the in-memory library.
public struct FixedSubscriptionFacts: SubscriptionFacts {
    public var feeds: [FeedDescription]

    public init(feeds: [FeedDescription]) {
        self.feeds = feeds
    }

    /// Feeds known only by their tags (each tag's feeds), with no address.
    public init(_ table: [String: [FeedID]] = [:]) {
        let pairs = table.flatMap { tag, feeds in feeds.map { ($0, tag) } }
        let tagsByFeed = Dictionary(grouping: pairs, by: \.0).mapValues { $0.map(\.1).sorted() }
        self.init(
            feeds: tagsByFeed.keys.sorted { $0.rawValue < $1.rawValue }.map {
                FeedDescription(id: $0, url: "", tags: tagsByFeed[$0] ?? [])
            })
    }

    public func descriptions() async throws(ArticleError) -> [FeedDescription] { feeds }
}

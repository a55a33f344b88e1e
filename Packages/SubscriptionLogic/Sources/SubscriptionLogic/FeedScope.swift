public import ArticleLogic
public import LibraryModelLogic

/// A part of the library a command or a screen names: everywhere, one feed (by id, URL or
/// title), or the feeds that carry a tag. It is resolved once, here, by one rule; timelines,
/// mark-all-read and refresh take the result instead of resolving it again.
public struct FeedScope: Equatable, Sendable {
    /// What the scope names.
    public enum Kind: Equatable, Sendable {
        case everywhere
        case feed(Feed)
        case tag(String)
    }

    public let kind: Kind
    /// The feeds inside the scope, in the library's order.
    public let feeds: [Feed]

    /// Resolves `feed` (an id, URL or title), else `tag`, else everywhere, among `all`.
    /// A feed that matches nothing, or a tag no feed carries, is an error saying so.
    public static func resolve(feed reference: String?, tag: String?, among all: [Feed])
        throws(SubscriptionError) -> FeedScope
    {
        if let reference {
            let feed = try FeedReference.resolve(reference, among: all)
            return FeedScope(kind: .feed(feed), feeds: [feed])
        }
        if let tag {
            return FeedScope(kind: .tag(tag), feeds: try tagged(tag, among: all))
        }
        return FeedScope(kind: .everywhere, feeds: all)
    }

    /// The feeds of `all` that carry `tag` (compared as tags are); none is an error.
    public static func tagged(_ tag: String, among all: [Feed]) throws(SubscriptionError) -> [Feed] {
        let tagged = all.filter { $0.tags.contains { Tag.same($0, tag) } }
        guard !tagged.isEmpty else { throw .unknownTag(tag) }
        return tagged
    }

    /// The ids of the feeds inside, or nil for everywhere (which includes feeds added later).
    public var feedIDs: [FeedID]? {
        if case .everywhere = kind { return nil }
        return feeds.map(\.id)
    }

    /// The same scope for a bulk change to articles.
    public var articleScope: ArticleScope {
        switch kind {
        case .everywhere: .everywhere
        case .feed(let feed): .feed(feed.id)
        case .tag(let tag): .tag(tag)
        }
    }
}

extension SubscriptionManaging {
    /// Resolves a feed reference or a tag against the library's feeds (see `FeedScope.resolve`).
    public func scope(feed reference: String?, tag: String?) async throws(SubscriptionError) -> FeedScope {
        try FeedScope.resolve(feed: reference, tag: tag, among: try await feeds())
    }
}

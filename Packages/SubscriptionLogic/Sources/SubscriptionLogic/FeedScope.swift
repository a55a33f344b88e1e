public import LibraryModelLogic

/// A part of the library a command or a screen names: everywhere, one feed (by id, URL or
/// title), or the feeds that carry a tag. It is resolved once, here, by one rule, and the one
/// description of a scope: timelines and mark-all-read take its feed ids (`feedIDs`), a refresh
/// takes its feeds, and none of them resolves it again.
public struct FeedScope: Equatable, Sendable {
    /// What the scope names.
    public enum Kind: Equatable, Sendable {
        case everywhere
        case feed(Feed)
        /// A tag, in the spelling the library keeps it in (whatever spelling named it).
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
            return .feed(try FeedReference.resolve(reference, among: all))
        }
        if let tag {
            let feeds = try tagged(tag, among: all)
            let spelling = feeds.first?.tags.first { Tag.same($0, tag) } ?? tag
            return FeedScope(kind: .tag(spelling), feeds: feeds)
        }
        return .everywhere(all)
    }

    /// The feeds of `all` that carry `tag` (compared as tags are); none is an error.
    public static func tagged(_ tag: String, among all: [Feed]) throws(SubscriptionError) -> [Feed] {
        let tagged = all.filter { $0.tags.contains { Tag.same($0, tag) } }
        guard !tagged.isEmpty else { throw .unknownTag(tag) }
        return tagged
    }

    /// Every feed of `all`.
    public static func everywhere(_ all: [Feed]) -> FeedScope {
        FeedScope(kind: .everywhere, feeds: all)
    }

    /// One feed.
    public static func feed(_ feed: Feed) -> FeedScope {
        FeedScope(kind: .feed(feed), feeds: [feed])
    }

    /// The ids of the feeds inside, or nil for everywhere (which includes feeds added later).
    public var feedIDs: [FeedID]? {
        if case .everywhere = kind { return nil }
        return feeds.map(\.id)
    }

    /// Whether the scope names one feed, which a refresh then fetches even while it backs off.
    public var isSingleFeed: Bool {
        if case .feed = kind { true } else { false }
    }
}

extension SubscriptionManaging {
    /// Resolves a feed reference or a tag against the library's feeds (see `FeedScope.resolve`).
    public func scope(feed reference: String?, tag: String?) async throws(SubscriptionError) -> FeedScope {
        try FeedScope.resolve(feed: reference, tag: tag, among: try await feeds())
    }
}

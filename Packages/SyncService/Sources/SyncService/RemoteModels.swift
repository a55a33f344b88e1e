public import FoundationEssentials

/// An article's id on a sync server. Both APIs number articles with integers that grow as
/// articles arrive, which is what incremental pulls rely on.
public typealias RemoteArticleID = Int64

/// A feed's id on a sync server.
public typealias RemoteFeedID = Int64

/// A feed the account subscribes to on the server.
public struct RemoteFeed: Equatable, Sendable {
    public var id: RemoteFeedID
    public var title: String
    /// The address the server fetches the feed from.
    public var url: URL
    /// The feed's web site, when the server knows it.
    public var siteURL: URL?
    /// The server's categories (TT-RSS) or groups (Fever) the feed is in.
    public var categories: [String]

    public init(id: RemoteFeedID, title: String, url: URL, siteURL: URL? = nil, categories: [String] = []) {
        self.id = id
        self.title = title
        self.url = url
        self.siteURL = siteURL
        self.categories = categories
    }
}

/// An article as the server hands it over, with its state there.
public struct RemoteArticle: Equatable, Sendable {
    public var id: RemoteArticleID
    public var feedID: RemoteFeedID
    /// The guid the server keeps for it, when its API gives one.
    public var guid: String?
    public var title: String?
    public var link: URL?
    public var author: String?
    /// The body, as HTML.
    public var html: String?
    public var published: Date?
    public var updated: Date?
    public var isUnread: Bool
    public var isStarred: Bool

    public init(
        id: RemoteArticleID, feedID: RemoteFeedID, guid: String? = nil, title: String? = nil,
        link: URL? = nil,
        author: String? = nil, html: String? = nil, published: Date? = nil, updated: Date? = nil,
        isUnread: Bool = true, isStarred: Bool = false
    ) {
        self.id = id
        self.feedID = feedID
        self.guid = guid
        self.title = title
        self.link = link
        self.author = author
        self.html = html
        self.published = published
        self.updated = updated
        self.isUnread = isUnread
        self.isStarred = isStarred
    }
}

/// How many articles of a feed are unread and starred on the server.
public struct RemoteFeedCounts: Equatable, Sendable {
    public var unread: Int
    public var starred: Int

    public init(unread: Int, starred: Int) {
        self.unread = unread
        self.starred = starred
    }
}

/// A change of an article's state that a client sends to the server.
public enum RemoteStateChange: String, CaseIterable, Sendable {
    case read, unread, star, unstar
}

/// Where the next page of a pull starts: opaque to callers, each adapter's own (an offset for
/// TT-RSS, the last id seen for Fever, the server's continuation for the Google Reader API).
public struct RemotePageCursor: Equatable, Sendable {
    let position: Int64
    let bound: Int64
    let token: String?

    init(position: Int64, bound: Int64 = 0) {
        self.position = position
        self.bound = bound
        token = nil
    }

    init(token: String) {
        position = 0
        bound = 0
        self.token = token
    }
}

/// One page of the articles newer than an id.
public struct RemoteArticlePage: Equatable, Sendable {
    public var articles: [RemoteArticle]
    /// Where the next page starts; nil when this was the last.
    public var next: RemotePageCursor?

    public init(articles: [RemoteArticle], next: RemotePageCursor?) {
        self.articles = articles
        self.next = next
    }
}

public import FoundationEssentials

/// A subscribed feed, with the counts of its articles.
///
/// A "fat" model: it knows how it should be called (`displayTitle`) and whether it has
/// anything to read, but nothing about how a screen shows it.
public struct Feed: Equatable, Sendable, Identifiable {
    public let id: FeedID
    /// The URL the feed is fetched from.
    public var url: URL
    /// The name the reader gave it, which wins over the feed's own title.
    public var customTitle: String?
    /// The title the feed gives itself.
    public var sourceTitle: String?
    /// The site the feed belongs to.
    public var homeURL: URL?
    /// The tags the reader put on it, sorted.
    public var tags: [String]
    /// Kept out of the feed list (newsboat's `!`); its articles still show in timelines,
    /// filters, query feeds and search.
    public var isHidden: Bool
    /// Whether a refresh fetches the pages of its new articles and keeps their full texts.
    public var keepsFullText: Bool
    /// The settings it carries of its own (paused, refresh interval, retention, HTTP fields).
    public var settings: FeedSettings
    public var addedAt: Date
    public var unreadCount: Int
    public var totalCount: Int

    public init(
        id: FeedID, url: URL, customTitle: String? = nil, sourceTitle: String? = nil, homeURL: URL? = nil,
        tags: [String] = [], isHidden: Bool = false, keepsFullText: Bool = false,
        settings: FeedSettings = FeedSettings(), addedAt: Date, unreadCount: Int = 0, totalCount: Int = 0
    ) {
        self.id = id
        self.url = url
        self.customTitle = customTitle
        self.sourceTitle = sourceTitle
        self.homeURL = homeURL
        self.tags = tags
        self.isHidden = isHidden
        self.keepsFullText = keepsFullText
        self.settings = settings
        self.addedAt = addedAt
        self.unreadCount = unreadCount
        self.totalCount = totalCount
    }

    /// The name to show: the reader's own, then the feed's, then the site's host, then the URL.
    public var displayTitle: String {
        if let title = customTitle?.nonBlank ?? sourceTitle?.nonBlank { return title }
        if let host = homeURL?.host ?? url.host { return host }
        return FeedSource(url).text
    }

    /// Where it comes from as a person writes it: its address, or `exec:…` and `filter:…:…`
    /// for a feed a program makes (whose `url` keeps the command percent-encoded).
    public var address: String { FeedSource(url).text }

    /// Whether any of its articles is unread.
    public var hasUnread: Bool { unreadCount > 0 }
}

extension String {
    /// The string with surrounding white space removed, or nil when nothing is left. (Titles
    /// are checked for every row of every list, so this avoids Foundation's bridging.)
    var nonBlank: String? {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return nil }
        if first == startIndex && index(after: last) == endIndex { return self }
        return String(self[first...last])
    }
}

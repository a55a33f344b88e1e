public import FoundationEssentials

/// A file attached to an article, such as a podcast episode.
public struct Enclosure: Equatable, Sendable, Codable {
    public var url: URL
    public var mimeType: String?
    public var length: Int64?

    public init(url: URL, mimeType: String? = nil, length: Int64? = nil) {
        self.url = url
        self.mimeType = mimeType
        self.length = length
    }
}

/// A stored article and the reader's state for it.
///
/// A "fat" model: it carries light business meaning (`isUnread`, `sortDate`, a title
/// fallback chain, `age`) so that callers do not recompute it, but no screen formatting.
public struct Article: Equatable, Sendable, Identifiable {
    public let id: ArticleID
    /// The feed it came from; nil once that feed was removed (a starred article survives it).
    public var feedID: FeedID?
    /// The feed's display title when the article was stored or the feed last renamed.
    public var feedTitle: String
    /// The feed's own identifier for the item, when it gave one.
    public var guid: String?
    public var link: URL?
    public var title: String?
    public var authors: [String]
    public var published: Date?
    public var updated: Date?
    /// When Tidings first stored it.
    public var firstSeen: Date
    /// The summary as the feed gave it (HTML or text, see `bodyIsHTML`).
    public var summary: String?
    /// The full content as the feed gave it.
    public var content: String?
    /// Whether `summary` and `content` are HTML.
    public var bodyIsHTML: Bool
    /// A short plain-text opening of the body, for lists and as a title fallback.
    public var preview: String
    public var categories: [String]
    public var enclosures: [Enclosure]
    public var commentsURL: URL?
    public var isRead: Bool
    public var isStarred: Bool
    /// The article as its page gave it, fetched from `link` and extracted (the simple HTML the
    /// reader draws); nil until fetched (`tidings read --full`).
    public var fullText: String?

    public init(
        id: ArticleID, feedID: FeedID?, feedTitle: String, guid: String? = nil, link: URL? = nil,
        title: String? = nil, authors: [String] = [], published: Date? = nil, updated: Date? = nil,
        firstSeen: Date, summary: String? = nil, content: String? = nil, bodyIsHTML: Bool = false,
        preview: String = "", categories: [String] = [], enclosures: [Enclosure] = [],
        commentsURL: URL? = nil,
        isRead: Bool = false, isStarred: Bool = false, fullText: String? = nil
    ) {
        self.id = id
        self.feedID = feedID
        self.feedTitle = feedTitle
        self.guid = guid
        self.link = link
        self.title = title
        self.authors = authors
        self.published = published
        self.updated = updated
        self.firstSeen = firstSeen
        self.summary = summary
        self.content = content
        self.bodyIsHTML = bodyIsHTML
        self.preview = preview
        self.categories = categories
        self.enclosures = enclosures
        self.commentsURL = commentsURL
        self.isRead = isRead
        self.isStarred = isStarred
        self.fullText = fullText
    }

    public var isUnread: Bool { !isRead }

    /// The date timelines sort by: published, else updated, else when it was first seen.
    public var sortDate: Date { published ?? updated ?? firstSeen }

    /// How old the article is at `now`, by its sort date; never negative.
    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(sortDate))
    }

    /// The title to show: its own, then the opening of its text, then its link, then "Untitled".
    public var displayTitle: String {
        if let title = title?.nonBlank { return title }
        if let opening = preview.nonBlank { return String(opening.prefix(80)) }
        if let link { return link.absoluteString }
        return "Untitled"
    }

    /// The richest body available: the content, else the summary.
    public var body: String? {
        content?.nonBlank != nil ? content : summary
    }
}

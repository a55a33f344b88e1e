public import FoundationEssentials
public import LibraryModelLogic

/// An article in `--json` output: the keys `inspect` uses for an item (id, title, link,
/// published, updated, authors, summary, content, categories, enclosures) plus the feed's
/// title and the reader's state. The id is a number, dates are ISO 8601 in UTC (through
/// `JSONOutput`), and absent values are left out, never written as "".
///
/// Screens that add keys (the reader's `text`, search's `snippet`) encode this first and then
/// their own keys into the same object.
public struct ArticleJSON: Encodable, Equatable, Sendable {
    /// A file attached to the article.
    public struct Enclosure: Encodable, Equatable, Sendable {
        public let url: String
        public let type: String?
        public let length: Int64?
    }

    public let id: Int64
    public let title: String?
    public let link: String?
    public let published: Date?
    public let updated: Date?
    public let authors: [String]
    public let summary: String?
    public let content: String?
    public let categories: [String]
    public let enclosures: [Enclosure]
    /// The feed's title.
    public let feed: String?
    public let read: Bool
    public let starred: Bool

    public init(_ article: Article) {
        id = article.id.rawValue
        title = article.title.nonEmpty
        link = article.link?.absoluteString
        published = article.published
        updated = article.updated
        authors = article.authors.filter { !$0.isEmpty }
        summary = article.summary.nonEmpty
        content = article.content.nonEmpty
        categories = article.categories.filter { !$0.isEmpty }
        enclosures = article.enclosures.map {
            Enclosure(url: $0.url.absoluteString, type: $0.mimeType.nonEmpty, length: $0.length)
        }
        feed = Optional(article.feedTitle).nonEmpty
        read = article.isRead
        starred = article.isStarred
    }
}

extension Optional where Wrapped == String {
    /// The string, or nil when it is absent or empty: JSON never carries empty strings.
    fileprivate var nonEmpty: String? {
        guard let value = self, !value.isEmpty else { return nil }
        return value
    }
}

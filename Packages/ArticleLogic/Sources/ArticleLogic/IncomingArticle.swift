public import FoundationEssentials
public import LibraryModelLogic

/// An item as a refresh delivers it, already mapped from the feed's format to our terms.
public struct IncomingArticle: Equatable, Sendable {
    public var guid: String?
    public let link: URL?
    public let title: String?
    public var authors: [String]
    public var published: Date?
    public var updated: Date?
    public let summary: String?
    public let content: String?
    public var bodyIsHTML: Bool
    /// The body as one line of plain text, for the preview that stands in for a missing title
    /// (`preview`, `Article.displayTitle`); mappers leave it empty for an article with a title
    /// (`needsPreview`). The search index derives its own text from the stored body when it
    /// takes the article in (`SearchText`).
    public var plainText: String
    public var categories: [String]
    public let enclosures: [Enclosure]
    public var commentsURL: URL?

    public init(
        guid: String? = nil, link: URL? = nil, title: String? = nil, authors: [String] = [],
        published: Date? = nil,
        updated: Date? = nil, summary: String? = nil, content: String? = nil, bodyIsHTML: Bool = false,
        plainText: String = "", categories: [String] = [], enclosures: [Enclosure] = [],
        commentsURL: URL? = nil
    ) {
        self.guid = guid
        self.link = link
        self.title = title
        self.authors = authors
        self.published = published
        self.updated = updated
        self.summary = summary
        self.content = content
        self.bodyIsHTML = bodyIsHTML
        self.plainText = plainText
        self.categories = categories
        self.enclosures = enclosures
        self.commentsURL = commentsURL
        contentHash = ContentHash.stored(
            ContentHash.of([
                title ?? "", link?.absoluteString ?? "", summary ?? "", content ?? "",
                enclosures.map(\.url.absoluteString).joined(separator: " "),
            ]))
    }

    /// Identifies the text: when it changes, the stored article is updated. Computed once, as
    /// the article is made (on the thread that parsed it), from the fields it covers, which
    /// cannot change afterwards: the store's single writer only reads it.
    public let contentHash: Int64

    /// Whether an article with this title needs a preview: only an untitled one shows it, in
    /// place of the title. Deriving the body's plain text costs an HTML parse, which was a quarter
    /// of a cold refresh's work when every article had its preview made.
    public static func needsPreview(title: String?) -> Bool {
        title?.contains { !$0.isWhitespace } != true
    }

    /// The opening of the plain text, shown in place of a missing title.
    public var preview: String {
        String(plainText.prefix(ArticleMerging.previewLength))
    }
}

/// Items to merge into one feed, among the groups one merge stores together
/// (`ArticleTables.merge(_:now:in:)`).
public struct ArticleMergeGroup: Sendable {
    public var items: [IncomingArticle]
    public var feed: FeedID
    public var feedTitle: String

    public init(items: [IncomingArticle], feed: FeedID, feedTitle: String) {
        self.items = items
        self.feed = feed
        self.feedTitle = feedTitle
    }
}

/// What a merge did.
public struct MergeOutcome: Equatable, Sendable {
    /// Articles stored for the first time.
    public var inserted: [ArticleID]
    /// Articles whose text changed; their read and starred state was kept.
    public var updated: [ArticleID]
    /// Items that were already stored unchanged (or deliberately removed earlier).
    public var unchanged: Int
    /// For each incoming item in order, the article it is stored as; nil for an item that
    /// repeated an earlier one of the same batch. (A sync maps a server's ids through these.)
    public var articleIDs: [ArticleID?]

    public init(
        inserted: [ArticleID] = [], updated: [ArticleID] = [], unchanged: Int = 0,
        articleIDs: [ArticleID?] = []
    ) {
        self.inserted = inserted
        self.updated = updated
        self.unchanged = unchanged
        self.articleIDs = articleIDs
    }

    /// Whether anything a reader would see changed.
    public var changedAnything: Bool { !inserted.isEmpty || !updated.isEmpty }
}

/// What the merge rules need to know of an article already stored for the feed.
public struct StoredIdentity: Equatable, Sendable {
    public var id: ArticleID
    public var guid: String?
    /// The link as stored: the text of its address, which the merge rules compare as text.
    public var linkAddress: String?
    public var contentHash: Int64
    /// Retention removed its text but kept it, so that a re-published item is not added again.
    public var isPurged: Bool

    public init(id: ArticleID, guid: String?, linkAddress: String?, contentHash: Int64, isPurged: Bool) {
        self.id = id
        self.guid = guid
        self.linkAddress = linkAddress
        self.contentHash = contentHash
        self.isPurged = isPurged
    }
}

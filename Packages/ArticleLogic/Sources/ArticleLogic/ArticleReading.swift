public import DatabaseService
public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// What screens and commands ask of articles: timelines, state changes, search and reading.
///
/// `StoredArticles` is its one implementation, on SQLite. Its default, for tests and for a
/// layer built before the library exists, is that store over `Database.openInMemory`: the same
/// code, so it cannot disagree with the product.
public protocol ArticleReading: Sendable {
    /// One page of a timeline, newest first, starting after `cursor`.
    func page(_ query: ArticleQuery, after cursor: PageCursor?, limit: Int) async throws(ArticleError)
        -> ArticlePage

    /// One article.
    func article(_ id: ArticleID) async throws(ArticleError) -> Article

    /// Marks articles read or unread; returns how many changed.
    @discardableResult
    func setRead(_ ids: [ArticleID], read: Bool) async throws(ArticleError) -> Int

    /// Stars or unstars articles; returns how many changed.
    @discardableResult
    func setStarred(_ ids: [ArticleID], starred: Bool) async throws(ArticleError) -> Int

    /// Marks every unread article of `feeds` (nil: every feed) read, optionally only those
    /// `expression` matches and those older than `before`; returns how many changed.
    @discardableResult
    func markAllRead(in feeds: [FeedID]?, matching expression: FilterExpression?, before: Date?)
        async throws(ArticleError) -> Int

    /// Shows every hidden article again, then hides the unstarred ones the hiding `rules` match
    /// (each in its feed, or everywhere); returns how many are hidden.
    @discardableResult
    func applyHiding(_ rules: [IgnoreMatch]) async throws(ArticleError) -> Int

    /// Full-text search over titles and text, best match first.
    func search(_ query: String, limit: Int) async throws(ArticleError) -> [SearchHit]

    /// Takes the articles stored since the search indexes were last read into them now, rather
    /// than at the next search or filter that needs them (the reader does it after a refresh).
    func indexForSearch() async throws(ArticleError)

    /// Unread, total and starred counts per feed; feeds without articles are absent.
    func counts() async throws(ArticleError) -> [FeedID: ArticleCounts]

    /// Unread, total and starred counts of the articles `expression` matches in `feeds` (nil:
    /// every feed).
    func counts(matching expression: FilterExpression, in feeds: [FeedID]?) async throws(ArticleError)
        -> ArticleCounts

    /// Per feed, the unread articles first seen at or after `since` that no ignore rule hides,
    /// with the titles of the newest `titlesPerFeed`: what arrived in a refresh or sync that
    /// began then.
    func arrivals(since: Date, titlesPerFeed: Int) async throws(ArticleError) -> [FeedArrivals]

    /// The article's body as terminal text at `width` columns, with its numbered links.
    func readable(_ id: ArticleID, width: Int, text: ArticleTextChoice) async throws(ArticleError)
        -> ReadableArticle
}

/// How many articles a feed has.
public struct ArticleCounts: Equatable, Sendable {
    public var unread: Int
    public var total: Int
    public var starred: Int

    public init(unread: Int, total: Int, starred: Int) {
        self.unread = unread
        self.total = total
        self.starred = starred
    }

    /// The counts of `feeds` added up, or of every feed when nil.
    public static func sum(_ counts: [FeedID: ArticleCounts], of feeds: [FeedID]?) -> ArticleCounts {
        let selected = feeds.map { $0.compactMap { counts[$0] } } ?? Array(counts.values)
        return selected.reduce(ArticleCounts(unread: 0, total: 0, starred: 0)) {
            ArticleCounts(
                unread: $0.unread + $1.unread, total: $0.total + $1.total, starred: $0.starred + $1.starred)
        }
    }
}

extension ArticleReading {
    /// `id` rendered at `width`, its full text when one is kept.
    public func readable(_ id: ArticleID, width: Int) async throws(ArticleError) -> ReadableArticle {
        try await readable(id, width: width, text: .fullWhenKept)
    }

    /// Marks every unread article of `feeds` (nil: every feed) read, optionally only those
    /// older than `before`.
    @discardableResult
    public func markAllRead(in feeds: [FeedID]?, before: Date?) async throws(ArticleError) -> Int {
        try await markAllRead(in: feeds, matching: nil, before: before)
    }

    /// Unread, total and starred counts of `feeds` together, or of every feed when nil.
    public func counts(of feeds: [FeedID]?) async throws(ArticleError) -> ArticleCounts {
        ArticleCounts.sum(try await counts(), of: feeds)
    }
}

/// Text with the parts that matched a search marked, as character offsets.
public struct HighlightedText: Equatable, Sendable {
    public var text: String
    public var highlights: [Range<Int>]

    public init(text: String, highlights: [Range<Int>] = []) {
        self.text = text
        self.highlights = highlights
    }
}

/// One search result.
public struct SearchHit: Equatable, Sendable {
    public var article: Article
    public var title: HighlightedText
    /// A short passage of the text around the matches.
    public var snippet: HighlightedText
    /// Lower is better (SQLite's bm25 convention).
    public var rank: Double

    public init(article: Article, title: HighlightedText, snippet: HighlightedText, rank: Double) {
        self.article = article
        self.title = title
        self.snippet = snippet
        self.rank = rank
    }
}

/// An article ready for a terminal: its text at a width and the links it refers to as `[n]`.
public struct ReadableArticle: Equatable, Sendable {
    public var article: Article
    public var text: String
    public var links: [URL]
    /// Whether `text` is the full text fetched from the article's page, not the feed's.
    public var isFullText: Bool
    /// The article's pictures: those of its text, then its enclosures of image type, each with
    /// the line of `text` it follows.
    public var images: [ArticleImage]

    public init(
        article: Article, text: String, links: [URL], isFullText: Bool = false, images: [ArticleImage] = []
    ) {
        self.article = article
        self.text = text
        self.links = links
        self.isFullText = isFullText
        self.images = images
    }
}

/// A picture of an article: its address, and the index of the line of the article's text it is
/// drawn after.
public struct ArticleImage: Equatable, Sendable {
    public var url: URL
    public var line: Int

    public init(url: URL, line: Int) {
        self.url = url
        self.line = line
    }
}

/// Which of an article's texts to show: the full text fetched from its page when one is kept
/// (what the reader shows by default), or the feed's own.
public enum ArticleTextChoice: Sendable, Equatable {
    case fullWhenKept
    case feed
}

/// Why an article operation failed.
public enum ArticleError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(ArticleID)
    /// The search query could not be understood; the message says how to write one.
    case invalidSearch(String)
    /// A filter took longer than its time budget over the library and was stopped.
    case filterTooSlow(filter: String, milliseconds: Int)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .notFound(let id):
            "there is no article \(id); list articles with `tidings articles`"
        case .invalidSearch(let reason):
            "the search could not be understood: \(reason). Use words, \"exact phrases\", prefix*, "
                + "OR and NOT, e.g. `swift OR rust NOT java`"
        case .filterTooSlow(let filter, let milliseconds):
            "the filter \(filter) took longer than \(milliseconds) ms over the library and was stopped; "
                + "make its regular expressions simpler, or raise filters.timeBudgetMilliseconds"
        case .storage(let reason):
            "the library could not be read or written: \(reason)"
        }
    }
}

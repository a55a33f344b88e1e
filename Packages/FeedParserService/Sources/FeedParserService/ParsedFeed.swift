public import FoundationEssentials

/// A feed turned into format-level values: no business decisions, no fallbacks between fields
/// beyond those the format itself defines (see the README).
public struct ParsedFeed: Equatable, Sendable {
    public var format: FeedFormat
    public var title: String?
    /// The site's link.
    public var homeURL: URL?
    /// The feed's own (self) link.
    public var feedURL: URL?
    public var description: String?
    public var language: String?
    public var updated: Date?
    public var iconURL: URL?
    public var logoURL: URL?
    public var authors: [ParsedPerson]
    /// The feed's own categories: RSS `category` and `dc:subject` of the channel, Atom `category`
    /// of the feed, and `itunes:category` with its subcategories, in document order, once each.
    public var categories: [String]
    public var items: [ParsedItem]
    /// Problems that recovery stepped over, one sentence each; empty when the document was clean.
    public var diagnostics: [String]
    /// Set when the document stopped before its end: `items` then holds the complete items only.
    public var truncation: DocumentTruncation?

    public init(
        format: FeedFormat, title: String? = nil, homeURL: URL? = nil, feedURL: URL? = nil,
        description: String? = nil, language: String? = nil, updated: Date? = nil, iconURL: URL? = nil,
        logoURL: URL? = nil, authors: [ParsedPerson] = [], categories: [String] = [],
        items: [ParsedItem] = [],
        diagnostics: [String] = [], truncation: DocumentTruncation? = nil
    ) {
        self.format = format
        self.title = title
        self.homeURL = homeURL
        self.feedURL = feedURL
        self.description = description
        self.language = language
        self.updated = updated
        self.iconURL = iconURL
        self.logoURL = logoURL
        self.authors = authors
        self.categories = categories
        self.items = items
        self.diagnostics = diagnostics
        self.truncation = truncation
    }
}

public import FoundationEssentials

/// One entry of a feed, with values as close to the source as the format allows.
public struct ParsedItem: Equatable, Sendable {
    /// The guid, `atom:id`, `rdf:about` or JSON `id`; derived from the link and title when the
    /// source has none (see `idIsDerived` and the README's stable-id rule).
    public var id: String
    /// True when the source had no id and `id` was derived.
    public var idIsDerived: Bool
    /// Plain text, entities decoded (double-escaped titles fixed).
    public var title: String?
    /// The link, as the text of the address it resolved to: a valid URL's `absoluteString`,
    /// kept as text so that a parse need not make a `URL` of every item's link (see
    /// `PlainWebAddress`).
    public var linkAddress: String?
    public var authors: [ParsedPerson]
    public var published: Date?
    public var updated: Date?
    public var summary: ParsedContent?
    public var content: ParsedContent?
    public var categories: [String]
    public var enclosures: [ParsedEnclosure]
    public var commentsURL: URL?
    /// A picture for the item (`media:thumbnail`, `itunes:image`, JSON `image`).
    public var imageURL: URL?
    /// The playing time in seconds (`itunes:duration`, `media:content duration`, JSON
    /// `duration_in_seconds`).
    public var duration: Double?

    public init(
        id: String, idIsDerived: Bool = false, title: String? = nil, link: URL? = nil,
        authors: [ParsedPerson] = [], published: Date? = nil, updated: Date? = nil,
        summary: ParsedContent? = nil, content: ParsedContent? = nil, categories: [String] = [],
        enclosures: [ParsedEnclosure] = [], commentsURL: URL? = nil, imageURL: URL? = nil,
        duration: Double? = nil
    ) {
        self.init(
            id: id, idIsDerived: idIsDerived, title: title, linkAddress: link?.absoluteString,
            authors: authors,
            published: published, updated: updated, summary: summary, content: content,
            categories: categories,
            enclosures: enclosures, commentsURL: commentsURL, imageURL: imageURL, duration: duration)
    }

    /// An item whose link is given as the text of its address (see `linkAddress`).
    public init(
        id: String, idIsDerived: Bool = false, title: String? = nil, linkAddress: String?,
        authors: [ParsedPerson] = [], published: Date? = nil, updated: Date? = nil,
        summary: ParsedContent? = nil, content: ParsedContent? = nil, categories: [String] = [],
        enclosures: [ParsedEnclosure] = [], commentsURL: URL? = nil, imageURL: URL? = nil,
        duration: Double? = nil
    ) {
        self.id = id
        self.idIsDerived = idIsDerived
        self.title = title
        self.linkAddress = linkAddress
        self.authors = authors
        self.published = published
        self.updated = updated
        self.summary = summary
        self.content = content
        self.categories = categories
        self.enclosures = enclosures
        self.commentsURL = commentsURL
        self.imageURL = imageURL
        self.duration = duration
    }

    /// The link as a URL, made from `linkAddress` when asked for.
    public var link: URL? {
        get { linkAddress.flatMap { URL(string: $0) } }
        set { linkAddress = newValue?.absoluteString }
    }
}

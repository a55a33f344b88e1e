public import FoundationEssentials

/// What is shared: plain values the caller fills in, with no meaning beyond them.
public struct ShareItem: Equatable, Sendable {
    public var title: String
    public var url: URL?
    /// Plain text (not HTML), such as a summary or the body of an article.
    public var text: String?
    public var author: String?
    public var date: Date?

    public init(title: String, url: URL? = nil, text: String? = nil, author: String? = nil, date: Date? = nil)
    {
        self.title = title
        self.url = url
        self.text = text
        self.author = author
        self.date = date
    }
}

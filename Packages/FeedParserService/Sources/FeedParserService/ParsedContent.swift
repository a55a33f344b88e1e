public import FoundationEssentials

/// A summary or a body as the feed gives it: HTML source or plain text.
public struct ParsedContent: Equatable, Sendable {
    /// The text, entities of the feed's own markup decoded once (HTML stays HTML source).
    public var text: String
    /// Whether `text` is HTML source rather than plain text.
    public var isHTML: Bool
    /// The address relative links inside the HTML resolve against (the `xml:base` in effect,
    /// or the feed's URL), when one is known.
    public var baseURL: URL?

    public init(text: String, isHTML: Bool, baseURL: URL? = nil) {
        self.text = text
        self.isHTML = isHTML
        self.baseURL = baseURL
    }
}

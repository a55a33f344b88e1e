public import FoundationEssentials

/// The feed formats Tidings reads. The format of a document is judged from its content alone,
/// never from a file extension or a content type.
public enum FeedFormat: String, Sendable, Codable, CaseIterable {
    /// RSS 2.0 (`<rss version="2.0">`, or `<rss>` without a version).
    case rss2
    /// RSS 1.0: RDF with the `http://purl.org/rss/1.0/` vocabulary.
    case rss1
    /// RSS 0.90 (RDF with Netscape's vocabulary) and RSS 0.91 to 0.94 (`<rss version="0.9x">`).
    case rss09
    /// Atom 1.0 (`http://www.w3.org/2005/Atom`).
    case atom10
    /// Atom 0.3 (`http://purl.org/atom/ns#`).
    case atom03
    /// JSON Feed 1.0 and 1.1.
    case jsonfeed1

    /// The format of `data`, judged from its content, or nil when it is not a feed in a format
    /// Tidings reads (an HTML page, another XML document, other JSON, or nothing at all).
    ///
    /// Only the beginning of an XML document is examined; a JSON document is parsed whole.
    public static func detect(in data: Data) -> FeedFormat? {
        switch DocumentSniffer.sniff(data).kind {
        case .xml(let root): root?.format
        case .json: JSONFeedReader.isJSONFeed(data) ? .jsonfeed1 : nil
        case .empty, .html, .noElement, .other: nil
        }
    }
}

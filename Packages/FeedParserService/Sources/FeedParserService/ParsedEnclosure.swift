public import FoundationEssentials

/// A file attached to an item: an RSS `enclosure`, a `media:content`, an Atom
/// `link rel="enclosure"` or a JSON Feed attachment.
public struct ParsedEnclosure: Equatable, Sendable {
    public var url: URL
    public var mimeType: String?
    /// The size in bytes the feed states, if any.
    public var length: Int64?

    public init(url: URL, mimeType: String? = nil, length: Int64? = nil) {
        self.url = url
        self.mimeType = mimeType
        self.length = length
    }
}

/// The bounds a parse keeps to, from the `parser` section of the configuration. Each one keeps
/// a hostile document's cost linear and its result small: a document over the byte limit is
/// refused; lists and titles over theirs are cut, with a diagnostic.
public struct FeedParserLimits: Equatable, Sendable {
    /// Documents over this many bytes are refused (`parser.maxDocumentBytes`).
    public var maxDocumentBytes: Int
    /// Enclosures, authors and categories kept per item (`parser.maxEntriesPerList`).
    public var maxEntriesPerList: Int
    /// Characters kept of a feed's or an item's title (`parser.maxTitleCharacters`).
    public var maxTitleCharacters: Int

    public init(maxDocumentBytes: Int, maxEntriesPerList: Int, maxTitleCharacters: Int) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxEntriesPerList = maxEntriesPerList
        self.maxTitleCharacters = maxTitleCharacters
    }

    /// Only the byte limit; lists and titles are kept whole (tests and benchmarks).
    public init(maxDocumentBytes: Int) {
        self.init(maxDocumentBytes: maxDocumentBytes, maxEntriesPerList: .max, maxTitleCharacters: .max)
    }
}

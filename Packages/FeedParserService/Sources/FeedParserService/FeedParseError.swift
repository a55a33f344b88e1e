/// Why bytes could not be read as a feed. Each message says what was found and what to do.
public enum FeedParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No bytes, or only whitespace.
    case empty
    /// The document is larger than the configured limit (`parser.maxDocumentBytes`).
    case tooLarge(size: Int, limit: Int)
    /// The bytes are something other than a feed, such as an HTML page; the text says what.
    case notAFeed(String)
    /// The document is broken beyond what a lenient reader recovers from.
    case malformed(line: Int, column: Int, message: String)
    /// The document names an encoding that neither libxml2 nor iconv knows.
    case unsupportedEncoding(String)
    /// The XML parser (libxml2) could not be loaded: the machine lacks it, not the feed.
    case parserUnavailable(String)

    public var description: String {
        switch self {
        case .empty:
            "the document is empty; the server sent no feed (check the address)"
        case .tooLarge(let size, let limit):
            "the document is \(size) bytes, over the limit of \(limit) bytes; "
                + "raise parser.maxDocumentBytes if the feed is genuine"
        case .notAFeed(let what):
            "the document is not a feed: \(what)"
        case .malformed(let line, let column, let message):
            "the feed is broken at line \(line), column \(column): \(message); "
                + "report it to the feed's publisher"
        case .unsupportedEncoding(let name):
            "the feed's encoding '\(name)' is not supported; ask the publisher to serve UTF-8"
        case .parserUnavailable(let reason):
            "libxml2, which reads feeds, could not be loaded (\(reason)); install libxml2"
        }
    }
}

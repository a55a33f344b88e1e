public import DatabaseService
public import FeedParserService
public import FoundationEssentials
public import LibraryModelLogic
public import OPMLService

/// Why a subscription operation failed; each message says what to do next.
public enum SubscriptionError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(String)
    /// Several feeds match a reference; the names are listed.
    case ambiguous(String, matches: [String])
    case alreadySubscribed(URL, existing: FeedID)
    /// The URL could not be fetched; the fetch's failure says why.
    case unreachable(URL, cause: FetchFailure)
    /// The URL is neither a feed nor a page that advertises one.
    case noFeedFound(URL, tried: [URL])
    /// The URL serves something that claims to be a feed but cannot be read; the parser says why.
    case invalidFeed(URL, cause: FeedParseError)
    case invalidURL(String)
    /// The OPML file cannot be read; the reader says why.
    case invalidOPML(OPMLError)
    /// A local file named on the command line cannot be read (missing, a folder, a FIFO).
    case unreadableFile(path: String, cause: FetchFailure)
    case invalidName(String)
    /// No feed carries the tag.
    case unknownTag(String)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .notFound(let reference):
            "no feed matches '\(reference)'; list feeds with `tidings feeds`"
        case .ambiguous(let reference, let matches):
            "'\(reference)' matches several feeds (\(matches.joined(separator: ", "))); use the feed's id or URL"
        case .alreadySubscribed(let url, let existing):
            "\(url.absoluteString) is already followed as feed \(existing)"
        case .unreachable(let url, let cause):
            "cannot fetch \(url.absoluteString): \(cause.message)"
        case .noFeedFound(let url, let tried):
            "\(url.absoluteString) is not a feed and advertises none; also tried "
                + tried.map(\.absoluteString).joined(separator: ", ")
        case .invalidFeed(let url, let cause):
            "\(url.absoluteString) is not a readable feed: \(cause)"
        case .invalidURL(let text):
            "'\(text)' is not an http, https or file URL"
        case .invalidOPML(let cause):
            "the OPML file cannot be read: \(cause)"
        case .unreadableFile(_, let cause):
            cause.message
        case .invalidName(let reason):
            reason
        case .unknownTag(let tag):
            "no feed carries the tag '\(tag)'; see the feeds' tags with `tidings feeds --json`"
        case .storage(let reason):
            "the library could not be read or written: \(reason)"
        }
    }
}

public import FeedParserService
public import FoundationEssentials
import LibraryModelLogic

/// Reads a feed the way a refresh would, without following it: for `tidings inspect`, which
/// helps feed authors and bug reports.
public struct FeedInspector: Sendable {
    private let locator: FeedLocator

    public init(fetcher: any FeedFetching, parserLimits: FeedParserLimits) {
        locator = FeedLocator(fetcher: fetcher, parserLimits: parserLimits)
    }

    /// Fetches and parses exactly `url` (a page is not searched for feeds).
    public func inspect(_ url: URL) async throws(SubscriptionError) -> ParsedFeed {
        try await locator.parse(try await locator.fetch(url), from: url)
    }

    /// Fetches and parses exactly `url`, handing each item to `each` as it is read (the feed
    /// returned holds no items), a large plain document in two halves at once, the second half's
    /// items handed to `secondHalf` on another thread; when `secondHalfFollows`, they come after
    /// those `each` received (see `FeedParser.parse(_:url:charset:each:secondHalf:halvesAtMostBytes:)`);
    /// a document over `halvesAtMostBytes` is read in one pass. It runs on the caller's actor, so
    /// `each` may keep its caller's state; the parse (and its first half) then runs there too.
    public nonisolated(nonsending) func inspect(
        _ url: URL, each: (ParsedItem) -> Void, secondHalf: @escaping @Sendable (ParsedItem) -> Void,
        halvesAtMostBytes: Int = .max
    ) async throws(SubscriptionError) -> (feed: ParsedFeed, secondHalfFollows: Bool) {
        try locator.parse(
            try await locator.fetch(url), from: url, each: each, secondHalf: secondHalf,
            halvesAtMostBytes: halvesAtMostBytes)
    }
}

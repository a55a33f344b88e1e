public import FeedParserService
public import Foundation
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
}

public import LibraryModelLogic

/// What a refresh asks of the full-text logic for a feed that keeps full texts
/// (`Feed.keepsFullText`). `StoredFeedFullTexts` is its one implementation.
public protocol FeedFullTextKeeping: Sendable {
    /// Fetches the pages of `feed`'s new articles `ids`, and of its articles whose page failed
    /// before and is due again, keeps their full texts, and applies the ignore rules to the
    /// articles that got one (a rule may match words only the page has). Never throws, and never
    /// fails the feed: each page that fails is remembered for a later try and listed in the
    /// round. Stops starting fetches when the task is cancelled.
    func keepFullTexts(of feed: Feed, new ids: [ArticleID]) async -> FullTextRound
}

public import LibraryModelLogic

/// What fetching full texts at a refresh did: pages kept, articles the ignore rules then took
/// away, and the pages that failed (each to be tried again at a later refresh).
public struct FullTextRound: Equatable, Sendable {
    /// One page that could not be had.
    public struct Miss: Equatable, Sendable {
        public var article: ArticleID
        /// The article's title, for the report.
        public var title: String
        /// The feed's name, for the report.
        public var feed: String
        /// One sentence: timeout, 404, no article found, not HTML…
        public var reason: String

        public init(article: ArticleID, title: String, feed: String, reason: String) {
            self.article = article
            self.title = title
            self.feed = feed
            self.reason = reason
        }
    }

    /// Articles whose full text was fetched and kept.
    public var kept = 0
    /// Of those, how many an ignore rule dropped or hid once their full text was known.
    public var ignored = 0
    public var misses: [Miss] = []

    public init(kept: Int = 0, ignored: Int = 0, misses: [Miss] = []) {
        self.kept = kept
        self.ignored = ignored
        self.misses = misses
    }

    /// Whether any page was fetched, kept or not.
    public var isEmpty: Bool { kept == 0 && misses.isEmpty }

    /// Adds another round's counts to this one.
    public mutating func add(_ other: FullTextRound) {
        kept += other.kept
        ignored += other.ignored
        misses += other.misses
    }
}

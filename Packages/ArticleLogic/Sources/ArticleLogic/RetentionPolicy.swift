public import FoundationEssentials
public import LibraryModelLogic

/// How long read articles are kept. Starred and unread articles are never removed.
public struct RetentionPolicy: Equatable, Sendable {
    /// Read articles older than this many days go.
    public var days: Int
    /// Beyond this many newest articles in a feed, read ones go.
    public var itemsPerFeed: Int

    public init(days: Int, itemsPerFeed: Int) {
        self.days = days
        self.itemsPerFeed = itemsPerFeed
    }

    /// What retention needs to know of an article.
    public struct Candidate: Equatable, Sendable {
        public var id: ArticleID
        public var sortDate: Date
        public var isRead: Bool
        public var isStarred: Bool

        public init(id: ArticleID, sortDate: Date, isRead: Bool, isStarred: Bool) {
            self.id = id
            self.sortDate = sortDate
            self.isRead = isRead
            self.isStarred = isStarred
        }
    }

    /// The articles of one feed to remove at `now`: read, not starred, and either older than
    /// `days` or outside the newest `itemsPerFeed`.
    public func expired(_ articles: [Candidate], now: Date) -> [ArticleID] {
        let cutoff = now.addingTimeInterval(-Double(days) * 24 * 60 * 60)
        let newestFirst = articles.sorted { ($0.sortDate, $0.id) > ($1.sortDate, $1.id) }
        return newestFirst.enumerated().compactMap { position, article in
            guard article.isRead, !article.isStarred else { return nil }
            return article.sortDate < cutoff || position >= itemsPerFeed ? article.id : nil
        }
    }

    /// The policy for a feed with `settings`: its own `keepDays` and `keepArticles` over these.
    public func overridden(by settings: FeedSettings) -> RetentionPolicy {
        RetentionPolicy(
            days: settings[FeedSettings.keepDays] ?? days,
            itemsPerFeed: settings[FeedSettings.keepArticles] ?? itemsPerFeed)
    }

    /// Days that stand for no limit (ten thousand years: far enough, and still a date).
    static let forever = 3_650_000

    /// Only a feed's own retention (`keepDays`, `keepArticles`), for articles no library-wide
    /// policy covers (those a sync brings); nil when the feed has none.
    public static func own(of settings: FeedSettings) -> RetentionPolicy? {
        let days = settings[FeedSettings.keepDays]
        let items = settings[FeedSettings.keepArticles]
        guard days != nil || items != nil else { return nil }
        return RetentionPolicy(days: days ?? Self.forever, itemsPerFeed: items ?? Int.max)
    }
}

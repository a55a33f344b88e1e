public import FilterLogic
public import FoundationEssentials

/// Which articles a timeline shows.
public enum ArticleFilter: String, Equatable, Sendable, CaseIterable, Codable {
    case all
    case unread
    /// Articles from the last 24 hours, by sort date.
    case today
    case starred

    /// How far back `today` reaches.
    public static let todaySpan: TimeInterval = 24 * 60 * 60
}

/// A timeline: a filter, optionally narrowed to some feeds (a scope the subscription logic
/// resolved once, passed down as ids) and to the articles a filter expression matches.
public struct ArticleQuery: Equatable, Sendable {
    public var filter: ArticleFilter
    /// The feeds the timeline covers; nil for every feed (also those added later).
    public var feeds: [FeedID]?
    /// A filter in the filter language (`unread = "yes" and title =~ "swift"`), or nil for none.
    public var match: FilterExpression?

    public init(filter: ArticleFilter = .all, feeds: [FeedID]? = nil, match: FilterExpression? = nil) {
        self.filter = filter
        self.feeds = feeds
        self.match = match
    }
}

/// Where a page of a timeline starts: after the article with this sort date and id.
///
/// Timelines sort newest first by (sort date, id), so a cursor stays valid while new
/// articles arrive: the next page continues exactly after the last one shown.
public struct PageCursor: Equatable, Hashable, Sendable {
    /// The sort date in whole milliseconds since 1970, as stored.
    public let sortMilliseconds: Int64
    public let articleID: ArticleID

    public init(sortMilliseconds: Int64, articleID: ArticleID) {
        self.sortMilliseconds = sortMilliseconds
        self.articleID = articleID
    }

    /// The cursor after `article`.
    public init(after article: Article) {
        self.init(sortMilliseconds: article.sortDate.storedMilliseconds, articleID: article.id)
    }

    /// A compact text form for scripts, `<milliseconds>.<id>`.
    public var token: String { "\(sortMilliseconds).\(articleID.rawValue)" }

    /// Reads the text form; nil when it is not one.
    public init?(token: String) {
        let parts = token.split(separator: ".")
        guard parts.count == 2, let milliseconds = Int64(parts[0]), let id = Int64(parts[1]) else {
            return nil
        }
        self.init(sortMilliseconds: milliseconds, articleID: ArticleID(id))
    }
}

/// One page of a timeline and where the next one starts (nil at the end).
public struct ArticlePage: Equatable, Sendable {
    public var articles: [Article]
    public var next: PageCursor?

    public init(articles: [Article], next: PageCursor?) {
        self.articles = articles
        self.next = next
    }
}

extension Date {
    /// The date in whole milliseconds since 1970, the unit the library stores. Rounding to the
    /// nearest millisecond makes the round trip through `init(storedMilliseconds:)` exact, which
    /// `Date`'s own floating point would not be with truncation.
    public var storedMilliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }

    /// The date for a stored millisecond count.
    public init(storedMilliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(storedMilliseconds) / 1000)
    }
}

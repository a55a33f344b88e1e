import DatabaseService
import FoundationEssentials
public import LibraryModelLogic

/// The articles that arrived in one feed since a moment: how many are still unread and shown
/// (not hidden by an ignore rule), and the titles of the newest of them. What a notification of
/// new articles says.
public struct FeedArrivals: Equatable, Sendable {
    public var feedID: FeedID
    public var count: Int
    /// The newest arrivals' titles, newest first; an article without a title has an empty one.
    public var titles: [String]

    public init(feedID: FeedID, count: Int, titles: [String]) {
        self.feedID = feedID
        self.count = count
        self.titles = titles
    }
}

extension ArticleStore {
    /// Per feed, the unread, shown articles first seen at or after `since`, with the titles of
    /// the newest `titlesPerFeed` of them; feeds with none are absent. Sorted by feed id.
    func arrivals(since: Date, titlesPerFeed: Int, on connection: DatabaseConnection) throws(DatabaseError)
        -> [FeedArrivals]
    {
        let rows = try connection.query(
            """
            SELECT feed_id, total, coalesce(title, '') FROM (
                SELECT feed_id, title,
                    row_number() OVER (PARTITION BY feed_id ORDER BY sort_date DESC, id DESC) AS place,
                    count(*) OVER (PARTITION BY feed_id) AS total
                FROM articles
                WHERE feed_id IS NOT NULL AND read = 0 AND purged = 0 AND first_seen >= ?
            )
            WHERE place <= max(1, ?)
            ORDER BY feed_id, place
            """,
            [since.storedMilliseconds, titlesPerFeed]
        ) { row throws(DatabaseError) in
            (feed: FeedID(try row.int64(0)), total: try row.int(1), title: try row.string(2))
        }
        var arrivals: [FeedArrivals] = []
        for row in rows {
            if arrivals.last?.feedID != row.feed {
                arrivals.append(FeedArrivals(feedID: row.feed, count: row.total, titles: []))
            }
            if titlesPerFeed > 0 { arrivals[arrivals.count - 1].titles.append(row.title) }
        }
        return arrivals
    }
}

import DatabaseService
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes `full_text_failures` (see `FullTextSchema`). Methods run
/// on a connection the caller passes.
struct FullTextFailureStore: Sendable {
    func failure(of id: ArticleID, on connection: DatabaseConnection) throws(DatabaseError)
        -> FullTextFailure?
    {
        try connection.query(
            "SELECT reason, attempts, failed_at FROM full_text_failures WHERE article_id = ?", [id.rawValue]
        ) { row throws(DatabaseError) in
            FullTextFailure(
                reason: try row.string(0), attempts: Int(try row.int64(1)),
                failedAt: Date(storedMilliseconds: try row.int64(2)))
        }.first
    }

    /// Records a failed fetch of `id`'s full text (an article of `feed`), one more in a row.
    func record(
        _ reason: String, of id: ArticleID, feed: FeedID?, at date: Date, on connection: DatabaseConnection
    ) throws(DatabaseError) {
        try connection.execute(
            """
            INSERT INTO full_text_failures (article_id, reason, attempts, failed_at, feed_id)
            VALUES (?, ?, 1, ?, ?)
            ON CONFLICT (article_id) DO UPDATE SET
                reason = excluded.reason, attempts = attempts + 1, failed_at = excluded.failed_at,
                feed_id = excluded.feed_id
            """, [id.rawValue, reason, date.storedMilliseconds, feed?.rawValue])
    }

    /// The articles of `feed` whose page failed before and that `retry` says to try again at
    /// `now`, oldest failure first.
    func due(in feed: FeedID, retry: FullTextRetry, at now: Date, on connection: DatabaseConnection)
        throws(DatabaseError) -> [ArticleID]
    {
        try connection.query(
            """
            SELECT article_id, reason, attempts, failed_at FROM full_text_failures
            WHERE feed_id = ? AND attempts < ? ORDER BY failed_at
            """, [feed.rawValue, retry.maxAttempts]
        ) { row throws(DatabaseError) in
            let failure = FullTextFailure(
                reason: try row.string(1), attempts: Int(try row.int64(2)),
                failedAt: Date(storedMilliseconds: try row.int64(3)))
            return retry.isDue(failure, at: now) ? ArticleID(try row.int64(0)) : nil
        }.compactMap { $0 }
    }

    /// Forgets the failures of `ids`: their full text was fetched, or they are gone.
    func forget(_ ids: [ArticleID], on connection: DatabaseConnection) throws(DatabaseError) {
        let list = "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]"
        try connection.execute(
            "DELETE FROM full_text_failures WHERE article_id IN (SELECT value FROM json_each(?))", [list])
    }
}

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

    /// Records a failed fetch of `id`'s full text, one more in a row.
    func record(_ reason: String, of id: ArticleID, at date: Date, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            """
            INSERT INTO full_text_failures (article_id, reason, attempts, failed_at) VALUES (?, ?, 1, ?)
            ON CONFLICT (article_id) DO UPDATE SET
                reason = excluded.reason, attempts = attempts + 1, failed_at = excluded.failed_at
            """, [id.rawValue, reason, date.storedMilliseconds])
    }

    /// Forgets the failures of `ids`: their full text was fetched, or they are gone.
    func forget(_ ids: [ArticleID], on connection: DatabaseConnection) throws(DatabaseError) {
        let list = "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]"
        try connection.execute(
            "DELETE FROM full_text_failures WHERE article_id IN (SELECT value FROM json_each(?))", [list])
    }
}

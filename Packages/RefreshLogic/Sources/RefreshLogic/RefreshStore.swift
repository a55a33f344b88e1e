import DatabaseService
import Foundation
import LibraryModelLogic

/// The only code that reads and writes the refresh table (see `RefreshSchema`).
struct RefreshStore: Sendable {

    /// Every feed's remembered state.
    func states(on connection: DatabaseConnection) throws(DatabaseError) -> [FeedID: RefreshState] {
        let rows = try connection.query(
            """
            SELECT feed_id, etag, last_modified, body_hash, last_attempt, last_success, last_error,
                consecutive_failures, next_attempt, failure_class
            FROM feed_refresh
            """
        ) { row throws(DatabaseError) in
            (FeedID(try row.int64(0)), try Self.state(from: row))
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// Saves a feed's state, replacing what was there.
    func save(_ state: RefreshState, for feed: FeedID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        let status = state.status
        try connection.execute(
            """
            INSERT OR REPLACE INTO feed_refresh (feed_id, etag, last_modified, body_hash, last_attempt, last_success,
                last_error, consecutive_failures, next_attempt, failure_class)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                feed.rawValue, state.etag, state.lastModified, state.bodyHash,
                status.lastAttempt?.storedMilliseconds,
                status.lastSuccess?.storedMilliseconds, status.lastError, status.consecutiveFailures,
                status.nextAttempt?.storedMilliseconds, status.failureClass?.rawValue,
            ])
    }

    private static func state(from row: DatabaseRow) throws(DatabaseError) -> RefreshState {
        let date = { (index: Int) throws(DatabaseError) -> Date? in
            try row.optionalInt64(index).map(Date.init(storedMilliseconds:))
        }
        return RefreshState(
            etag: try row.optionalString(1), lastModified: try row.optionalString(2),
            bodyHash: try row.optionalInt64(3),
            status: FeedRefreshStatus(
                lastAttempt: try date(4), lastSuccess: try date(5), lastError: try row.optionalString(6),
                consecutiveFailures: try row.int(7), nextAttempt: try date(8),
                failureClass: try row.optionalString(9).flatMap(FeedFailureClass.init(rawValue:))))
    }
}

import DatabaseService
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes the refresh table (see `RefreshSchema`).
struct RefreshStore: Sendable {

    /// Every feed's remembered state.
    func states(on connection: DatabaseConnection) throws(DatabaseError) -> [FeedID: RefreshState] {
        let rows = try connection.query(
            "SELECT \(RefreshColumn.selectList()) FROM feed_refresh"
        ) { row throws(DatabaseError) in
            (FeedID(try row.int64(RefreshColumn.feedID)), try Self.state(from: row))
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
        let date = { (column: RefreshColumn) throws(DatabaseError) -> Date? in
            try row.optionalInt64(column).map(Date.init(storedMilliseconds:))
        }
        return RefreshState(
            etag: try row.optionalString(RefreshColumn.etag),
            lastModified: try row.optionalString(RefreshColumn.lastModified),
            bodyHash: try row.optionalInt64(RefreshColumn.bodyHash),
            status: FeedRefreshStatus(
                lastAttempt: try date(.lastAttempt), lastSuccess: try date(.lastSuccess),
                lastError: try row.optionalString(RefreshColumn.lastError),
                consecutiveFailures: try row.int(RefreshColumn.consecutiveFailures),
                nextAttempt: try date(.nextAttempt),
                failureClass: try row.optionalString(RefreshColumn.failureClass).flatMap(
                    FeedFailureClass.init(rawValue:))))
    }
}

/// The columns a feed's `RefreshState` is read from, in the order the query selects them.
enum RefreshColumn: Int, TableColumns {
    case feedID, etag, lastModified, bodyHash, lastAttempt, lastSuccess, lastError, consecutiveFailures
    case nextAttempt, failureClass
}

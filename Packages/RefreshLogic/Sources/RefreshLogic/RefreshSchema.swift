public import DatabaseService

/// The refresh table, owned by `RefreshStore`: per feed, the validators of the last answer,
/// the hash of the last body, and how the last attempts went. A row goes with its feed
/// (`ON DELETE CASCADE` on the subscriptions' `feeds`, whose schema is migrated first).
public enum RefreshSchema {
    public static let schema = DatabaseSchema(
        name: "refresh",
        migrations: [
            DatabaseMigration(version: 1, sql: version1),
            DatabaseMigration(version: 2, sql: version2),
        ])

    /// Version 2: the class of the last failure (`FeedFailureClass`'s raw value), which decides
    /// when the feed is tried again.
    static let version2 = "ALTER TABLE feed_refresh ADD COLUMN failure_class TEXT;"

    static let version1 = """
        CREATE TABLE feed_refresh (
            feed_id INTEGER PRIMARY KEY REFERENCES feeds(id) ON DELETE CASCADE,
            etag TEXT,
            last_modified TEXT,
            body_hash INTEGER,
            last_attempt INTEGER,
            last_success INTEGER,
            last_error TEXT,
            consecutive_failures INTEGER NOT NULL DEFAULT 0,
            next_attempt INTEGER
        );
        """
}

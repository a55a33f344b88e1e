public import DatabaseService

/// The killfile's table, owned by `IgnoreRuleStore`: one row per rule, its expression as written,
/// the feed it is limited to (NULL for all), whether it hides rather than drops, and when it was
/// added in milliseconds since 1970. A new version appends a migration; a migration that has
/// shipped never changes.
public enum IgnoreRuleSchema {
    public static let schema = DatabaseSchema(
        name: "ignore_rules",
        migrations: [DatabaseMigration(version: 1, sql: version1)])

    static let version1 = """
        CREATE TABLE ignore_rules (
            id INTEGER PRIMARY KEY,
            expression TEXT NOT NULL,
            feed_id INTEGER,
            hides INTEGER NOT NULL DEFAULT 0,
            added INTEGER NOT NULL
        );
        """
}

public import DatabaseService

/// The query feed table, owned by `QueryFeedStore`: one row per saved filter, its name unique
/// in any letter case, its expression as written, its tags joined by the ASCII unit separator,
/// and when it was added in milliseconds since 1970. A new version appends a migration; a
/// migration that has shipped never changes.
public enum QueryFeedSchema {
    public static let schema = DatabaseSchema(
        name: "query_feeds",
        migrations: [DatabaseMigration(version: 1, sql: version1)])

    static let version1 = """
        CREATE TABLE query_feeds (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            expression TEXT NOT NULL,
            tags TEXT NOT NULL DEFAULT '',
            added INTEGER NOT NULL
        );
        """
}

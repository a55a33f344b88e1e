public import DatabaseService

/// The subscription tables, owned by `SubscriptionStore`: `feeds` (one row per followed feed,
/// `normalized_url` unique so a feed cannot be followed twice), `tags` (each tag's spelling for
/// display, and its `TagKey`, unique), `feed_tags`, and `feed_settings` (a feed's own settings).
public enum SubscriptionSchema {
    public static let schema = DatabaseSchema(
        name: "subscriptions",
        migrations: [
            DatabaseMigration(version: 1, sql: version1), DatabaseMigration(version: 2, sql: version2),
            DatabaseMigration(version: 3, sql: version3, body: TagKeyMigration.apply),
            DatabaseMigration(version: 4, sql: version4), DatabaseMigration(version: 5, sql: version5),
        ])

    /// Version 5: a feed's own settings (`FeedSettings`: paused, refresh interval, retention, HTTP
    /// fields), one row per setting it sets, by the setting's key; the value is kept as text, as
    /// the setting's declaration writes it.
    static let version5 = """
        CREATE TABLE feed_settings (
            feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (feed_id, key)
        ) WITHOUT ROWID;
        """

    /// Version 4: a feed may keep the full text of its new articles, fetched from their pages at
    /// refresh (`add --full-text`, `full-text FEED`).
    static let version4 = "ALTER TABLE feeds ADD COLUMN full_text INTEGER NOT NULL DEFAULT 0;"

    /// Version 3: a tag is found by its `TagKey`, which Swift computes, instead of by SQLite's
    /// `COLLATE NOCASE`, which folds ASCII letters only (so `Über` and `über` were two tags to SQL
    /// and one to Swift). The new tables are filled by `TagKeyMigration` and then take the old
    /// ones' names.
    static let version3 = """
        CREATE TABLE tags_keyed (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            key TEXT NOT NULL UNIQUE
        );
        CREATE TABLE feed_tags_keyed (
            feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
            tag_id INTEGER NOT NULL REFERENCES tags_keyed(id) ON DELETE CASCADE,
            PRIMARY KEY (feed_id, tag_id)
        ) WITHOUT ROWID;
        """

    /// Version 2: a feed may be hidden from the feed list (newsboat's `!` in its urls file).
    static let version2 = "ALTER TABLE feeds ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;"

    static let version1 = """
        CREATE TABLE feeds (
            id INTEGER PRIMARY KEY,
            url TEXT NOT NULL,
            normalized_url TEXT NOT NULL UNIQUE,
            custom_title TEXT,
            source_title TEXT,
            home_url TEXT,
            added_at INTEGER NOT NULL
        );
        CREATE TABLE tags (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE
        );
        CREATE TABLE feed_tags (
            feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
            tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
            PRIMARY KEY (feed_id, tag_id)
        ) WITHOUT ROWID;
        CREATE INDEX feed_tags_by_tag ON feed_tags(tag_id, feed_id);
        """
}

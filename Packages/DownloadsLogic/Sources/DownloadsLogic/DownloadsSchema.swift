public import DatabaseService

/// The download queue's table, owned by `DownloadsStore`. An entry outlives its article (the
/// retention rules may remove the article; the file is still wanted), so `article_id` is not
/// a foreign key. A new version appends a migration; a migration that has shipped never changes.
public enum DownloadsSchema {
    public static let schema = DatabaseSchema(
        name: "downloads",
        migrations: [DatabaseMigration(version: 1, sql: version1)])

    static let version1 = """
        CREATE TABLE downloads (
            id INTEGER PRIMARY KEY,
            article_id INTEGER NOT NULL,
            article_title TEXT NOT NULL,
            feed_title TEXT NOT NULL,
            url TEXT NOT NULL UNIQUE,
            mime_type TEXT,
            file_name TEXT NOT NULL UNIQUE,
            state TEXT NOT NULL DEFAULT 'queued'
                CHECK (state IN ('queued', 'downloading', 'done', 'failed')),
            bytes_received INTEGER NOT NULL DEFAULT 0,
            total_bytes INTEGER,
            failure TEXT,
            file_path TEXT,
            queued_at REAL NOT NULL,
            started_at REAL,
            finished_at REAL,
            resumed_from INTEGER NOT NULL DEFAULT 0,
            attempts INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX downloads_article ON downloads (article_id);
        """
}

public import DatabaseService

/// The full-text logic's own table, owned by `FullTextFailureStore`.
///
/// - `full_text_failures`: the last failure to fetch each article's full text (`read --full`),
///   so that reading the article again names it without fetching the page again. The row goes
///   when a fetch succeeds, and when its article is deleted (`FullTextFailureForgetting`
///   follows ArticleLogic's announced changes; no trigger on `articles`). The full text itself
///   is the article's, in ArticleLogic's `articles.full_text`. Since version 2 a row names its
///   article's feed, so that a refresh of a full-text feed finds the pages due for another try.
public enum FullTextSchema {
    public static let schema = DatabaseSchema(
        name: "full_text",
        migrations: [
            DatabaseMigration(version: 1, sql: version1), DatabaseMigration(version: 2, sql: version2),
        ])

    /// Version 2: the feed of the article whose page failed (null for rows from before).
    static let version2 = """
        ALTER TABLE full_text_failures ADD COLUMN feed_id INTEGER;
        CREATE INDEX full_text_failures_by_feed ON full_text_failures(feed_id);
        """

    static let version1 = """
        CREATE TABLE full_text_failures (
            article_id INTEGER PRIMARY KEY,
            reason TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            failed_at INTEGER NOT NULL
        );
        """
}

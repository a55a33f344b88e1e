public import DatabaseService

/// The article tables, owned by `ArticleStore`.
///
/// - `articles`: one row per article; `feed_id` names a subscription (no foreign key: the
///   subscription logic removes a feed's articles through this store). Dates are INTEGER milliseconds since 1970; `sort_date`
///   is published, else updated, else first seen. `purged` rows are tombstones: retention took
///   their text but kept their identity, so that a re-published item is not added again.
///   `full_text` is the article as its page gave it (`tidings read --full`), when fetched.
/// - `article_counts`: unread, total and starred per feed, kept by triggers, so that counts for
///   thousands of feeds are one small table read.
/// - `article_search`: an FTS5 index of title and plain body text; rowid is the article id.
/// - `article_search_backlog`: the ids of new and changed articles, waiting for the next reader
///   of the search index to take their text in.
/// - `article_titles`: an FTS5 trigram index of titles, for substring filters.
/// - `article_titles_backlog`: the ids of rows waiting to enter `article_titles`.
public enum ArticleSchema {
    public static let schema = DatabaseSchema(
        name: "articles",
        migrations: [
            DatabaseMigration(version: 1, sql: version1),
            DatabaseMigration(version: 2, sql: version2),
            DatabaseMigration(version: 3, sql: version3),
            DatabaseMigration(version: 4, sql: version4),
            DatabaseMigration(version: 5, sql: version5),
            DatabaseMigration(version: 6, sql: version6),
            DatabaseMigration(version: 7, sql: version7),
            DatabaseMigration(version: 8, sql: version8),
            DatabaseMigration(version: 9, sql: version9),
        ])

    /// Version 9: a feed's articles by guid and by link, so that a merge finds the stored
    /// articles its items could be (`ArticleStore.identities`) without reading every article of
    /// the feed: a first sync of 5,000 articles read 50,000 rows that way, a page at a time.
    static let version9 = """
        CREATE INDEX articles_by_guid ON articles(feed_id, guid) WHERE guid IS NOT NULL;
        CREATE INDEX articles_by_link ON articles(feed_id, link) WHERE link IS NOT NULL;
        """

    /// Version 8: `articles.full_text`, the article fetched from its link and extracted (the
    /// simple HTML the reader draws), kept beside the feed's own text; NULL until fetched.
    static let version8 = """
        ALTER TABLE articles ADD COLUMN full_text TEXT;
        """

    /// Version 7: `article_titles_backlog`, the ids of rows not yet in the titles' trigram index,
    /// which the next `=~` filter on titles takes in (`ArticleStore.catchUp`): a merge no longer
    /// indexes its titles as it writes (a quarter of the writer's work in a cold refresh). The
    /// index has external content, so a row it does not hold must never be deleted from it: the
    /// triggers remove or change a title in the index only when its row is not waiting, and
    /// take a deleted row out of the backlog.
    static let version7 = """
        CREATE TABLE article_titles_backlog (id INTEGER PRIMARY KEY);
        DROP TRIGGER articles_titles_delete;
        DROP TRIGGER articles_titles_update;
        CREATE TRIGGER articles_titles_delete AFTER DELETE ON articles
        BEGIN
            INSERT INTO article_titles (article_titles, rowid, title)
            SELECT 'delete', old.id, old.title
            WHERE NOT EXISTS (SELECT 1 FROM article_titles_backlog WHERE id = old.id);
            DELETE FROM article_titles_backlog WHERE id = old.id;
        END;
        CREATE TRIGGER articles_titles_update AFTER UPDATE OF title ON articles
        WHEN NOT EXISTS (SELECT 1 FROM article_titles_backlog WHERE id = old.id)
        BEGIN
            INSERT INTO article_titles (article_titles, rowid, title) VALUES ('delete', old.id, old.title);
            INSERT INTO article_titles (rowid, title) VALUES (new.id, new.title);
        END;
        """

    /// Version 6: `article_search_backlog` keeps only ids; the search text is derived from the
    /// articles' rows when the index takes them in (`SearchText`), so a refresh no longer
    /// writes each article's text twice. The ids waiting in version 5's table stay waiting, and
    /// the triggers that keep deleted and purged articles out of it are made again on the new
    /// table (the same text as version 5's: each migration keeps its own frozen copy).
    static let version6 = """
        DROP TRIGGER articles_backlog_delete;
        DROP TRIGGER articles_backlog_purge;
        ALTER TABLE article_search_backlog RENAME TO article_search_backlog_v5;
        CREATE TABLE article_search_backlog (id INTEGER PRIMARY KEY);
        INSERT INTO article_search_backlog (id) SELECT id FROM article_search_backlog_v5;
        DROP TABLE article_search_backlog_v5;
        CREATE TRIGGER articles_backlog_delete AFTER DELETE ON articles
        BEGIN
            DELETE FROM article_search_backlog WHERE id = old.id;
        END;
        CREATE TRIGGER articles_backlog_purge AFTER UPDATE OF purged ON articles
        WHEN new.purged = 1 AND old.purged = 0
        BEGIN
            DELETE FROM article_search_backlog WHERE id = new.id;
        END;
        """

    /// Version 5: `article_search_backlog`, the search text of articles stored since the search
    /// index was last read, which the next reader of the index moves into it in one statement
    /// (`SearchIndexBatch`). Deleting or purging an article removes its waiting text too.
    static let version5 = """
        CREATE TABLE article_search_backlog (
            id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL);
        CREATE TRIGGER articles_backlog_delete AFTER DELETE ON articles
        BEGIN
            DELETE FROM article_search_backlog WHERE id = old.id;
        END;
        CREATE TRIGGER articles_backlog_purge AFTER UPDATE OF purged ON articles
        WHEN new.purged = 1 AND old.purged = 0
        BEGIN
            DELETE FROM article_search_backlog WHERE id = new.id;
        END;
        """

    /// Version 4: new articles' titles enter `article_titles` in batches at the end of each merge
    /// (`SearchIndexBatch`) instead of by a trigger per inserted row, which wrote an FTS5 segment
    /// per article and made a cold refresh's writes about three times slower. Removals and
    /// changed titles still follow by trigger: they are few, and one statement removes many.
    static let version4 = """
        DROP TRIGGER articles_titles_insert;
        """

    /// Version 3: `article_titles`, an FTS5 index of titles by trigram, so that a filter's
    /// `title =~ "swift"` (any substring of three characters or more, in any case) is a lookup
    /// rather than a scan of every title. It reads its text from `articles` (external content),
    /// so it stores no second copy; triggers keep it in step, and it is built once from the
    /// titles already there.
    static let version3 = """
        CREATE VIRTUAL TABLE article_titles USING fts5(
            title, content = 'articles', content_rowid = 'id', tokenize = 'trigram');
        INSERT INTO article_titles (article_titles) VALUES ('rebuild');
        CREATE TRIGGER articles_titles_insert AFTER INSERT ON articles
        BEGIN
            INSERT INTO article_titles (rowid, title) VALUES (new.id, new.title);
        END;
        CREATE TRIGGER articles_titles_delete AFTER DELETE ON articles
        BEGIN
            INSERT INTO article_titles (article_titles, rowid, title) VALUES ('delete', old.id, old.title);
        END;
        CREATE TRIGGER articles_titles_update AFTER UPDATE OF title ON articles
        BEGIN
            INSERT INTO article_titles (article_titles, rowid, title) VALUES ('delete', old.id, old.title);
            INSERT INTO article_titles (rowid, title) VALUES (new.id, new.title);
        END;
        """

    /// Version 2: `+` and `#` are part of words in the search index, so that `c++` and `c#` are
    /// words of their own rather than `c`. The index is rebuilt from its own stored text; the
    /// triggers that name it are dropped first and made again, so that the rename finds no
    /// trigger naming a missing table.
    static let version2 = """
        DROP TRIGGER articles_search_delete;
        DROP TRIGGER articles_search_purge;
        CREATE VIRTUAL TABLE article_search_words USING fts5(
            title, body, tokenize = 'unicode61 remove_diacritics 2 tokenchars ''+#''');
        INSERT INTO article_search_words (rowid, title, body) SELECT rowid, title, body FROM article_search;
        DROP TABLE article_search;
        ALTER TABLE article_search_words RENAME TO article_search;
        CREATE TRIGGER articles_search_delete AFTER DELETE ON articles
        BEGIN
            DELETE FROM article_search WHERE rowid = old.id;
        END;
        CREATE TRIGGER articles_search_purge AFTER UPDATE OF purged ON articles
        WHEN new.purged = 1 AND old.purged = 0
        BEGIN
            DELETE FROM article_search WHERE rowid = new.id;
        END;
        """

    static let version1 = """
        CREATE TABLE articles (
            id INTEGER PRIMARY KEY,
            feed_id INTEGER,
            feed_title TEXT NOT NULL,
            guid TEXT,
            link TEXT,
            title TEXT,
            authors TEXT NOT NULL DEFAULT '',
            published INTEGER,
            updated INTEGER,
            first_seen INTEGER NOT NULL,
            sort_date INTEGER NOT NULL,
            summary TEXT,
            content TEXT,
            body_is_html INTEGER NOT NULL DEFAULT 0,
            preview TEXT NOT NULL DEFAULT '',
            categories TEXT NOT NULL DEFAULT '',
            enclosures TEXT,
            comments_url TEXT,
            content_hash INTEGER NOT NULL,
            read INTEGER NOT NULL DEFAULT 0,
            starred INTEGER NOT NULL DEFAULT 0,
            purged INTEGER NOT NULL DEFAULT 0,
            last_seen INTEGER NOT NULL
        );
        CREATE INDEX articles_timeline ON articles(sort_date DESC, id DESC) WHERE purged = 0;
        CREATE INDEX articles_unread ON articles(sort_date DESC, id DESC) WHERE read = 0 AND purged = 0;
        CREATE INDEX articles_starred ON articles(sort_date DESC, id DESC) WHERE starred = 1 AND purged = 0;
        CREATE INDEX articles_by_feed ON articles(feed_id, sort_date DESC, id DESC);

        CREATE TABLE article_counts (
            feed_id INTEGER PRIMARY KEY,
            unread INTEGER NOT NULL,
            total INTEGER NOT NULL,
            starred INTEGER NOT NULL
        );
        CREATE TRIGGER articles_count_insert AFTER INSERT ON articles
        WHEN new.feed_id IS NOT NULL AND new.purged = 0
        BEGIN
            INSERT INTO article_counts (feed_id, unread, total, starred)
            VALUES (new.feed_id, new.read = 0, 1, new.starred)
            ON CONFLICT (feed_id) DO UPDATE SET
                unread = unread + (new.read = 0), total = total + 1, starred = starred + new.starred;
        END;
        CREATE TRIGGER articles_count_delete AFTER DELETE ON articles
        WHEN old.feed_id IS NOT NULL AND old.purged = 0
        BEGIN
            UPDATE article_counts SET
                unread = unread - (old.read = 0), total = total - 1, starred = starred - old.starred
            WHERE feed_id = old.feed_id;
        END;
        CREATE TRIGGER articles_count_update AFTER UPDATE OF read, starred, purged, feed_id ON articles
        BEGIN
            UPDATE article_counts SET
                unread = unread - (old.read = 0), total = total - 1, starred = starred - old.starred
            WHERE feed_id = old.feed_id AND old.purged = 0;
            INSERT INTO article_counts (feed_id, unread, total, starred)
            SELECT new.feed_id, new.read = 0, 1, new.starred WHERE new.feed_id IS NOT NULL AND new.purged = 0
            ON CONFLICT (feed_id) DO UPDATE SET
                unread = unread + (new.read = 0), total = total + 1, starred = starred + new.starred;
        END;

        CREATE VIRTUAL TABLE article_search USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2');
        CREATE TRIGGER articles_search_delete AFTER DELETE ON articles
        BEGIN
            DELETE FROM article_search WHERE rowid = old.id;
        END;
        CREATE TRIGGER articles_search_purge AFTER UPDATE OF purged ON articles
        WHEN new.purged = 1 AND old.purged = 0
        BEGIN
            DELETE FROM article_search WHERE rowid = new.id;
        END;
        """
}

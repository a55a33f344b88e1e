public import DatabaseService

/// The sync tables, owned by `SyncStore`. A new version appends a migration; a migration that
/// has shipped never changes.
///
/// - `sync_accounts`: one row per server account. `high_water` is the highest server article id
///   pulled, where the next incremental pull starts; `last_full_states` when the read and starred
///   state of every article was last taken from the server. The password is never here: it lives
///   in a file of its own (`AccountPasswords`), or comes from `password_command`, the command
///   the user gave, run at each sync (`PasswordCommands`).
/// - `sync_feeds`: which local feed stands for which of an account's server feeds, with the
///   server's categories of the feed at the last pull. A feed in it is the server's to fetch; a
///   refresh never fetches it.
/// - `sync_articles`: which local article (of which local feed) stands for which server article
///   (several server articles may share one local article when they repeat a guid).
/// - `sync_outbox`: local changes not yet acknowledged by the server, one row per article and
///   field, the latest value winning (a replaced row gets a higher `seq`, so a push deletes
///   only the rows it sent).
///
/// The outbox is written by `SyncOutbox`, which the article logic tells of every change of read or
/// starred state, and of every deletion, in the transaction that makes it; this schema puts
/// nothing on `articles`, which ArticleLogic owns.
public enum SyncSchema {
    public static let schema = DatabaseSchema(
        name: "sync",
        migrations: [
            DatabaseMigration(version: 1, sql: version1), DatabaseMigration(version: 2, sql: version2),
            DatabaseMigration(version: 3, sql: version3), DatabaseMigration(version: 4, sql: version4),
        ])

    /// Version 4: the server's folders (categories) of each feed at the last pull, one per line,
    /// so that a feed moved to another folder loses the tag of the one it left.
    static let version4 = """
        ALTER TABLE sync_feeds ADD COLUMN categories TEXT;
        """

    /// Version 3: an account may name a password command (`--password-command`), run at each
    /// sync, instead of keeping its password in a file.
    static let version3 = """
        ALTER TABLE sync_accounts ADD COLUMN password_command TEXT;
        """

    /// Version 2: the outbox follows the article logic's announced changes (`SyncOutbox`) instead
    /// of triggers on `articles`, which SQLite drops, silently, whenever ArticleLogic rebuilds
    /// that table.
    static let version2 = """
        DROP TRIGGER IF EXISTS sync_outbox_read;
        DROP TRIGGER IF EXISTS sync_outbox_starred;
        DROP TRIGGER IF EXISTS sync_articles_forget;
        DROP TABLE sync_applying;
        """

    /// Version 1, as it shipped (its triggers and `sync_applying` went in version 2).
    static let version1 = """
        CREATE TABLE sync_accounts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            kind TEXT NOT NULL,
            url TEXT NOT NULL,
            user TEXT NOT NULL,
            high_water INTEGER,
            last_full_states INTEGER,
            last_attempt INTEGER,
            last_sync INTEGER,
            last_error TEXT,
            added_at INTEGER NOT NULL
        );
        CREATE TABLE sync_feeds (
            account_id INTEGER NOT NULL REFERENCES sync_accounts(id) ON DELETE CASCADE,
            remote_id INTEGER NOT NULL,
            feed_id INTEGER NOT NULL UNIQUE,
            PRIMARY KEY (account_id, remote_id)
        ) WITHOUT ROWID;
        CREATE TABLE sync_articles (
            account_id INTEGER NOT NULL REFERENCES sync_accounts(id) ON DELETE CASCADE,
            remote_id INTEGER NOT NULL,
            article_id INTEGER NOT NULL,
            feed_id INTEGER NOT NULL,
            PRIMARY KEY (account_id, remote_id)
        ) WITHOUT ROWID;
        CREATE INDEX sync_articles_by_article ON sync_articles (article_id);
        CREATE TABLE sync_outbox (
            seq INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES sync_accounts(id) ON DELETE CASCADE,
            remote_id INTEGER NOT NULL,
            field TEXT NOT NULL CHECK (field IN ('read', 'starred')),
            value INTEGER NOT NULL,
            UNIQUE (account_id, remote_id, field)
        );
        CREATE TABLE sync_applying (applying INTEGER NOT NULL);

        CREATE TRIGGER sync_outbox_read AFTER UPDATE OF read ON articles
        WHEN old.read != new.read AND NOT EXISTS (SELECT 1 FROM sync_applying)
        BEGIN
            INSERT OR REPLACE INTO sync_outbox (account_id, remote_id, field, value)
            SELECT account_id, remote_id, 'read', new.read FROM sync_articles WHERE article_id = new.id;
        END;
        CREATE TRIGGER sync_outbox_starred AFTER UPDATE OF starred ON articles
        WHEN old.starred != new.starred AND NOT EXISTS (SELECT 1 FROM sync_applying)
        BEGIN
            INSERT OR REPLACE INTO sync_outbox (account_id, remote_id, field, value)
            SELECT account_id, remote_id, 'starred', new.starred FROM sync_articles WHERE article_id = new.id;
        END;
        CREATE TRIGGER sync_articles_forget AFTER DELETE ON articles
        BEGIN
            DELETE FROM sync_articles WHERE article_id = old.id;
        END;
        """
}

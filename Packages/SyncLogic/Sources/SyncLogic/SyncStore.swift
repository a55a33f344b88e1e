import DatabaseService
import FoundationEssentials
import LibraryModelLogic
import SyncService

/// A local change waiting in the outbox.
struct OutboxEntry: Equatable, Sendable {
    var seq: Int64
    var remoteID: RemoteArticleID
    var change: RemoteStateChange
}

/// The only code that reads and writes the sync tables (see `SyncSchema`).
struct SyncStore: Sendable {
    // MARK: Accounts

    /// Every account with its counts, by name.
    func accounts(on connection: DatabaseConnection) throws(DatabaseError) -> [Account] {
        try connection.query(
            """
            SELECT a.id, a.name, a.kind, a.url, a.user, a.last_sync, a.last_attempt, a.last_error,
                (SELECT count(*) FROM sync_outbox o WHERE o.account_id = a.id),
                (SELECT count(*) FROM sync_feeds f WHERE f.account_id = a.id), a.password_command
            FROM sync_accounts a ORDER BY a.name
            """
        ) { row throws(DatabaseError) in
            let kindText = try row.string(2)
            guard let kind = SyncServerKind(rawValue: kindText), let url = URL(string: try row.string(3))
            else {
                throw DatabaseError.misuse(
                    message: "account \(try row.int64(0)) has an unknown kind or address")
            }
            return Account(
                id: try row.int64(0), name: try row.string(1), kind: kind, url: url, user: try row.string(4),
                lastSync: try row.optionalInt64(5).map(Self.date),
                lastAttempt: try row.optionalInt64(6).map(Self.date),
                lastError: try row.optionalString(7), pendingChanges: Int(try row.int64(8)),
                feedCount: Int(try row.int64(9)), passwordCommand: try row.optionalString(10))
        }
    }

    /// Adds an account and returns its id.
    func insertAccount(
        name: String, kind: SyncServerKind, url: URL, user: String, passwordCommand: String?, at now: Date,
        on connection: DatabaseConnection
    ) throws(DatabaseError) -> Int64 {
        try connection.execute(
            "INSERT INTO sync_accounts (name, kind, url, user, password_command, added_at) VALUES (?, ?, ?, ?, ?, ?)",
            [name, kind.rawValue, url.absoluteString, user, passwordCommand, Self.milliseconds(now)])
        return connection.lastInsertRowID
    }

    /// Deletes an account; its feed and article maps and its outbox go with it.
    func deleteAccount(_ id: Int64, on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute("DELETE FROM sync_feeds WHERE account_id = ?", [id])
        try connection.execute("DELETE FROM sync_articles WHERE account_id = ?", [id])
        try connection.execute("DELETE FROM sync_outbox WHERE account_id = ?", [id])
        try connection.execute("DELETE FROM sync_accounts WHERE id = ?", [id])
    }

    /// Where a pull of the account starts: its high-water mark, and whether any server article
    /// was pulled for it before (a first sync's states come with its articles).
    func pullStart(of account: Int64, on connection: DatabaseConnection) throws(DatabaseError)
        -> (highWater: RemoteArticleID?, hasArticles: Bool)
    {
        try connection.queryFirst(
            "SELECT high_water, EXISTS (SELECT 1 FROM sync_articles WHERE account_id = sync_accounts.id) FROM sync_accounts WHERE id = ?",
            [account]
        ) { row throws(DatabaseError) in (try row.optionalInt64(0), try row.int64(1) != 0) } ?? (nil, false)
    }

    /// Raises the account's high-water mark to `id` (never lowers it).
    func raiseHighWater(of account: Int64, to id: RemoteArticleID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            "UPDATE sync_accounts SET high_water = max(coalesce(high_water, 0), ?) WHERE id = ?",
            [id, account])
    }

    /// When the state of every article was last taken from the server.
    func lastFullStates(of account: Int64, on connection: DatabaseConnection) throws(DatabaseError)
        -> Date?
    {
        try connection.queryFirst("SELECT last_full_states FROM sync_accounts WHERE id = ?", [account]) {
            row throws(DatabaseError) in try row.optionalInt64(0).map(Self.date)
        } ?? nil
    }

    func recordFullStates(of account: Int64, at date: Date, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            "UPDATE sync_accounts SET last_full_states = ? WHERE id = ?", [Self.milliseconds(date), account])
    }

    /// Records how a sync attempt ended: a success clears the error.
    func recordAttempt(
        of account: Int64, at now: Date, error: String?, on connection: DatabaseConnection
    ) throws(DatabaseError) {
        if let error {
            try connection.execute(
                "UPDATE sync_accounts SET last_attempt = ?, last_error = ? WHERE id = ?",
                [Self.milliseconds(now), error, account])
        } else {
            try connection.execute(
                "UPDATE sync_accounts SET last_attempt = ?, last_sync = ?, last_error = NULL WHERE id = ?",
                [Self.milliseconds(now), Self.milliseconds(now), account])
        }
    }

    // MARK: Feeds

    /// The account's server feeds and the local feeds that stand for them.
    func feedMap(of account: Int64, on connection: DatabaseConnection) throws(DatabaseError)
        -> [RemoteFeedID: FeedID]
    {
        let pairs = try connection.query(
            "SELECT remote_id, feed_id FROM sync_feeds WHERE account_id = ?", [account]
        ) { row throws(DatabaseError) in (try row.int64(0), FeedID(try row.int64(1))) }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// Every local feed an account keeps, with the account's name.
    func accountFeeds(on connection: DatabaseConnection) throws(DatabaseError) -> [FeedID: String] {
        let pairs = try connection.query(
            "SELECT f.feed_id, a.name FROM sync_feeds f JOIN sync_accounts a ON a.id = f.account_id"
        ) { row throws(DatabaseError) in (FeedID(try row.int64(0)), try row.string(1)) }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// Maps a server feed to its local feed, with the server's categories of it.
    func mapFeed(
        _ remote: RemoteFeedID, to feed: FeedID, categories: [String], account: Int64,
        on connection: DatabaseConnection
    ) throws(DatabaseError) {
        try connection.execute(
            "INSERT OR REPLACE INTO sync_feeds (account_id, remote_id, feed_id, categories) VALUES (?, ?, ?, ?)",
            [account, remote, feed.rawValue, categories.joined(separator: "\n")])
    }

    /// The server's categories of each of the account's feeds at the last pull; a feed pulled
    /// before they were kept has none here.
    func feedCategories(of account: Int64, on connection: DatabaseConnection) throws(DatabaseError)
        -> [RemoteFeedID: [String]]
    {
        let pairs = try connection.query(
            "SELECT remote_id, categories FROM sync_feeds WHERE account_id = ? AND categories IS NOT NULL",
            [account]
        ) { row throws(DatabaseError) in
            let names = try row.string(1).split(separator: "\n").map(String.init)
            return (try row.int64(0), names)
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    func unmapFeed(_ remote: RemoteFeedID, account: Int64, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            "DELETE FROM sync_feeds WHERE account_id = ? AND remote_id = ?", [account, remote])
    }

    // MARK: Articles

    /// Of `remote`, the ids already pulled for the account.
    func knownArticles(
        _ remote: [RemoteArticleID], account: Int64, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Set<RemoteArticleID> {
        Set(
            try connection.query(
                "SELECT remote_id FROM sync_articles WHERE account_id = ? AND remote_id IN (SELECT value FROM json_each(?))",
                [account, Self.jsonArray(remote)]
            ) { row throws(DatabaseError) in try row.int64(0) })
    }

    /// The server articles pulled for the account into `feeds` (every feed when nil), with their
    /// local articles.
    func articleMap(of account: Int64, feeds: [FeedID]?, on connection: DatabaseConnection)
        throws(DatabaseError) -> [(remote: RemoteArticleID, article: ArticleID)]
    {
        let row: (DatabaseRow) throws(DatabaseError) -> (remote: RemoteArticleID, article: ArticleID) = {
            row throws(DatabaseError) in (remote: try row.int64(0), article: ArticleID(try row.int64(1)))
        }
        guard let feeds else {
            return try connection.query(
                "SELECT remote_id, article_id FROM sync_articles WHERE account_id = ?", [account], row)
        }
        return try connection.query(
            "SELECT remote_id, article_id FROM sync_articles WHERE account_id = ? AND feed_id IN (SELECT value FROM json_each(?))",
            [account, Self.jsonArray(feeds.map(\.rawValue))], row)
    }

    /// The server articles of the account that stand for `articles`.
    func remoteArticles(of articles: Set<ArticleID>, account: Int64, on connection: DatabaseConnection)
        throws(DatabaseError) -> [(remote: RemoteArticleID, article: ArticleID)]
    {
        try connection.query(
            "SELECT remote_id, article_id FROM sync_articles WHERE account_id = ? AND article_id IN (SELECT value FROM json_each(?))",
            [account, Self.jsonArray(articles.map(\.rawValue))]
        ) { row throws(DatabaseError) in (remote: try row.int64(0), article: ArticleID(try row.int64(1))) }
    }

    /// The server articles of the account that stand for `articles`, with their local feeds.
    func articleFeeds(of articles: Set<ArticleID>, account: Int64, on connection: DatabaseConnection)
        throws(DatabaseError) -> [(remote: RemoteArticleID, feed: FeedID)]
    {
        try connection.query(
            "SELECT remote_id, feed_id FROM sync_articles WHERE account_id = ? AND article_id IN (SELECT value FROM json_each(?))",
            [account, Self.jsonArray(articles.map(\.rawValue))]
        ) { row throws(DatabaseError) in (remote: try row.int64(0), feed: FeedID(try row.int64(1))) }
    }

    /// A server article and the local article (of `feed`) it was stored as.
    struct ArticleMapping {
        let remote: RemoteArticleID
        let article: ArticleID
        let feed: FeedID
    }

    /// Maps server articles to their local articles, in one statement; a server article mapped
    /// already keeps its first mapping.
    func mapArticles(_ mappings: [ArticleMapping], account: Int64, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        guard !mappings.isEmpty else { return }
        try connection.execute(
            """
            INSERT OR IGNORE INTO sync_articles (account_id, remote_id, article_id, feed_id)
            SELECT ?, value ->> 0, value ->> 1, value ->> 2 FROM json_each(?)
            """,
            [account, SQLList.rows(mappings.map { [$0.remote, $0.article.rawValue, $0.feed.rawValue] })])
    }

    // MARK: Outbox

    /// The account's waiting changes, oldest first.
    func outbox(of account: Int64, on connection: DatabaseConnection) throws(DatabaseError)
        -> [OutboxEntry]
    {
        try connection.query(
            "SELECT seq, remote_id, field, value FROM sync_outbox WHERE account_id = ? ORDER BY seq",
            [account]
        ) { row throws(DatabaseError) in
            let on = try row.int64(3) != 0
            let change: RemoteStateChange =
                try row.string(2) == "read" ? (on ? .read : .unread) : (on ? .star : .unstar)
            return OutboxEntry(seq: try row.int64(0), remoteID: try row.int64(1), change: change)
        }
    }

    /// Removes the outbox rows the server acknowledged; a row replaced since (a newer change of
    /// the same article and field) has another `seq` and stays.
    func acknowledge(_ seqs: [Int64], on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute(
            "DELETE FROM sync_outbox WHERE seq IN (SELECT value FROM json_each(?))", [Self.jsonArray(seqs)])
    }

    /// The account's waiting reads (not unreads), with the local feed of each article.
    func pendingReads(of account: Int64, on connection: DatabaseConnection) throws(DatabaseError)
        -> [(seq: Int64, remote: RemoteArticleID, feed: FeedID)]
    {
        try connection.query(
            """
            SELECT o.seq, o.remote_id, a.feed_id FROM sync_outbox o
            JOIN sync_articles a ON a.account_id = o.account_id AND a.remote_id = o.remote_id
            WHERE o.account_id = ? AND o.field = 'read' AND o.value = 1
            """, [account]
        ) { row throws(DatabaseError) in
            (seq: try row.int64(0), remote: try row.int64(1), feed: FeedID(try row.int64(2)))
        }
    }

    /// The server article ids with a waiting change of `field` ("read" or "starred").
    func pendingArticles(
        field: String, account: Int64, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Set<RemoteArticleID> {
        Set(
            try connection.query(
                "SELECT remote_id FROM sync_outbox WHERE account_id = ? AND field = ?", [account, field]
            ) { row throws(DatabaseError) in try row.int64(0) })
    }

    /// Queues a local change of `field` ("read" or "starred") of `articles` for every server
    /// article that stands for one of them, replacing a waiting change of the same article and
    /// field (the replacement gets a higher `seq`).
    func queue(field: String, value: Bool, of articles: [ArticleID], on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            """
            INSERT OR REPLACE INTO sync_outbox (account_id, remote_id, field, value)
            SELECT account_id, remote_id, ?, ? FROM sync_articles
            WHERE article_id IN (SELECT value FROM json_each(?))
            """, [field, value, Self.jsonArray(articles.map(\.rawValue))])
    }

    /// Forgets which server articles stood for `articles`, which are gone.
    func forget(_ articles: [ArticleID], on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute(
            "DELETE FROM sync_articles WHERE article_id IN (SELECT value FROM json_each(?))",
            [Self.jsonArray(articles.map(\.rawValue))])
    }

    // MARK: Values

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    static func jsonArray(_ values: [Int64]) -> String {
        SQLList.integers(values)
    }
}

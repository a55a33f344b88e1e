import DatabaseService
import FilterLogic
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes the article tables (see `ArticleSchema`). It is internal:
/// other packages reach the tables through `ArticleTables`, inside their unit of work.
///
/// Every method runs on a connection handed in by the caller, so that callers compose them
/// into one transaction: a refresh merges articles and records its state atomically. Every change
/// of read or starred state and every deletion is announced to `observers` on that connection,
/// in that transaction.
struct ArticleStore: Sendable {
    let observers: ArticleChangeObservers

    init(observers: [any ArticleChangeObserving] = []) {
        self.observers = ArticleChangeObservers(observers: observers)
    }

    /// The columns an `Article` is read from, written from `ArticleColumn`.
    static let columns = ArticleColumn.selectList()

    // MARK: Timelines

    /// One page of a timeline, newest first. `feeds` narrows it (nil means every feed), and so
    /// does a compiled filter expression.
    func page(
        _ filter: ArticleFilter, feeds: [FeedID]?, matching: FilterSQL? = nil, after cursor: PageCursor?,
        limit: Int, now: Date, on connection: DatabaseConnection
    ) throws(DatabaseError) -> [Article] {
        var conditions = ["purged = 0"]
        var arguments: [any DatabaseValueConvertible] = []
        switch filter {
        case .all: break
        case .unread: conditions.append("read = 0")
        case .starred: conditions.append("starred = 1")
        case .today:
            conditions.append("sort_date >= ?")
            arguments.append(now.addingTimeInterval(-ArticleFilter.todaySpan).storedMilliseconds)
        }
        if let feeds {
            if feeds.count == 1, let feed = feeds.first {
                conditions.append("feed_id = ?")
                arguments.append(feed.rawValue)
            } else {
                conditions.append("feed_id IN (SELECT value FROM json_each(?))")
                arguments.append(Self.jsonArray(feeds))
            }
        }
        if let matching {
            conditions.append(matching.condition)
            arguments += matching.arguments
        }
        if let cursor {
            conditions.append("(sort_date, id) < (?, ?)")
            arguments.append(cursor.sortMilliseconds)
            arguments.append(cursor.articleID.rawValue)
        }
        arguments.append(limit)
        let sql = """
            SELECT \(Self.columns) FROM articles WHERE \(conditions.joined(separator: " AND "))
            ORDER BY sort_date DESC, id DESC LIMIT ?
            """
        return try connection.query(sql, arguments, Self.article(from:))
    }

    /// One article, or nil when there is none (or retention removed it).
    func article(_ id: ArticleID, on connection: DatabaseConnection) throws(DatabaseError) -> Article? {
        try connection.queryFirst(
            "SELECT \(Self.columns) FROM articles WHERE id = ? AND purged = 0", [id.rawValue],
            Self.article(from:))
    }

    /// The ids among `ids` that exist and were not purged.
    func existing(_ ids: [ArticleID], on connection: DatabaseConnection) throws(DatabaseError) -> Set<
        ArticleID
    > {
        Set(
            try connection.query(
                "SELECT id FROM articles WHERE id IN (SELECT value FROM json_each(?)) AND purged = 0",
                [Self.jsonArray(ids)]
            ) { row throws(DatabaseError) in ArticleID(try row.int64(0)) })
    }

    /// Unread, total and starred counts for every feed that has articles.
    func counts(on connection: DatabaseConnection) throws(DatabaseError) -> [FeedID: ArticleCounts] {
        let rows = try connection.query(
            "SELECT feed_id, unread, total, starred FROM article_counts WHERE total > 0"
        ) {
            row throws(DatabaseError) in
            (
                FeedID(try row.int64(0)),
                ArticleCounts(unread: try row.int(1), total: try row.int(2), starred: try row.int(3))
            )
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// Unread, total and starred counts of the articles a compiled filter matches, in `feeds`
    /// (nil: everywhere).
    func counts(feeds: [FeedID]?, matching: FilterSQL, on connection: DatabaseConnection)
        throws(DatabaseError) -> ArticleCounts
    {
        var conditions = ["purged = 0", matching.condition]
        var arguments: [any DatabaseValueConvertible] = matching.arguments
        if let feeds {
            conditions.append("feed_id IN (SELECT value FROM json_each(?))")
            arguments.append(Self.jsonArray(feeds))
        }
        let sql = """
            SELECT count(*), coalesce(sum(read = 0), 0), coalesce(sum(starred), 0) FROM articles
            WHERE \(conditions.joined(separator: " AND "))
            """
        let counts = try connection.queryFirst(sql, arguments) { row throws(DatabaseError) in
            ArticleCounts(unread: try row.int(1), total: try row.int(0), starred: try row.int(2))
        }
        return counts ?? ArticleCounts(unread: 0, total: 0, starred: 0)
    }

    // MARK: State

    /// Sets `read` on the articles; returns how many changed.
    func setRead(
        _ ids: [ArticleID], read: Bool, origin: ArticleChange.Origin, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Int {
        guard !ids.isEmpty else { return 0 }
        let changed = try changedIDs(
            "UPDATE articles SET read = ? WHERE id IN (SELECT value FROM json_each(?)) AND read != ? AND purged = 0",
            [read, Self.jsonArray(ids), read], on: connection)
        try observers.announce(.read(read), changed, origin: origin, on: connection)
        return changed.count
    }

    /// Keeps `html`, the article extracted from its page, as its full text, and queues its new
    /// search text (the old row leaves the index now); false when there is no such article.
    func storeFullText(_ html: String, of id: ArticleID, on connection: DatabaseConnection)
        throws(DatabaseError) -> Bool
    {
        let changed = try changedIDs(
            "UPDATE articles SET full_text = ? WHERE id = ? AND purged = 0", [html, id.rawValue],
            on: connection)
        guard !changed.isEmpty else { return false }
        var batch = SearchIndexBatch()
        batch.replace(id)
        try batch.write(on: connection)
        return true
    }

    /// Sets `starred` on the articles; returns how many changed.
    func setStarred(
        _ ids: [ArticleID], starred: Bool, origin: ArticleChange.Origin, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Int {
        guard !ids.isEmpty else { return 0 }
        let changed = try changedIDs(
            "UPDATE articles SET starred = ? WHERE id IN (SELECT value FROM json_each(?)) AND starred != ? AND purged = 0",
            [starred, Self.jsonArray(ids), starred], on: connection)
        try observers.announce(.starred(starred), changed, origin: origin, on: connection)
        return changed.count
    }

    /// Runs an `UPDATE` or `DELETE` of articles and returns the ids of the rows it changed.
    private func changedIDs(
        _ sql: String, _ arguments: [any DatabaseValueConvertible], on connection: DatabaseConnection
    ) throws(DatabaseError) -> [ArticleID] {
        try connection.query(sql + " RETURNING id", arguments) { row throws(DatabaseError) in
            ArticleID(try row.int64(0))
        }
    }

    /// The starred articles of `feeds` (nil: everywhere).
    func starredArticles(in feeds: [FeedID]?, on connection: DatabaseConnection) throws(DatabaseError)
        -> Set<ArticleID>
    {
        try articles(where: "starred = 1", in: feeds, on: connection)
    }

    /// The unread articles of `feeds` (of the whole library when nil).
    func unreadArticles(in feeds: [FeedID]?, on connection: DatabaseConnection) throws(DatabaseError)
        -> Set<ArticleID>
    {
        try articles(where: "read = 0", in: feeds, on: connection)
    }

    /// The articles of `feeds` (every feed when nil) that `condition` holds for, purged ones left out.
    private func articles(where condition: String, in feeds: [FeedID]?, on connection: DatabaseConnection)
        throws(DatabaseError) -> Set<ArticleID>
    {
        var sql = "SELECT id FROM articles WHERE \(condition) AND purged = 0"
        var arguments: [any DatabaseValueConvertible] = []
        if let feeds {
            sql += " AND feed_id IN (SELECT value FROM json_each(?))"
            arguments.append(Self.jsonArray(feeds))
        }
        let rows = try connection.query(sql, arguments) { row throws(DatabaseError) in
            ArticleID(try row.int64(0))
        }
        return Set(rows)
    }

    /// Marks unread articles read, in `feeds` (nil: everywhere), matching a compiled filter and
    /// older than `before` when given.
    func markAllRead(
        feeds: [FeedID]?, matching: FilterSQL? = nil, before: Date?, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Int {
        if let matching { try catchUp(matching.indexes, on: connection) }
        var conditions = ["read = 0", "purged = 0"]
        var arguments: [any DatabaseValueConvertible] = []
        if let feeds {
            conditions.append("feed_id IN (SELECT value FROM json_each(?))")
            arguments.append(Self.jsonArray(feeds))
        }
        if let matching {
            conditions.append(matching.condition)
            arguments += matching.arguments
        }
        if let before {
            conditions.append("sort_date < ?")
            arguments.append(before.storedMilliseconds)
        }
        let changed = try changedIDs(
            "UPDATE articles SET read = 1 WHERE \(conditions.joined(separator: " AND "))", arguments,
            on: connection)
        try observers.announce(.read(true), changed, origin: .local, on: connection)
        return changed.count
    }

    // MARK: Search

    /// Which of `indexes` have stored articles waiting to enter them (`article_search_backlog`,
    /// `article_titles_backlog`).
    func waiting(in indexes: SearchIndexes, on connection: DatabaseConnection) throws(DatabaseError)
        -> SearchIndexes
    {
        var waiting: SearchIndexes = []
        for (index, backlog) in [
            (SearchIndexes.words, "article_search_backlog"), (.titles, "article_titles_backlog"),
        ]
        where indexes.contains(index) {
            if try connection.scalar("SELECT EXISTS (SELECT 1 FROM \(backlog))") == .integer(1) {
                waiting.insert(index)
            }
        }
        return waiting
    }

    /// Takes every article waiting for `indexes` into them, one statement per index, so that
    /// each gets one new segment however many there are. A write.
    func catchUp(_ indexes: SearchIndexes, on connection: DatabaseConnection) throws(DatabaseError) {
        if indexes.contains(.words) { try catchUpSearchIndex(on: connection) }
        if indexes.contains(.titles) {
            try connection.execute(
                """
                INSERT INTO article_titles (rowid, title)
                SELECT a.id, a.title FROM article_titles_backlog AS b JOIN articles AS a ON a.id = b.id
                """)
            try connection.execute("DELETE FROM article_titles_backlog")
        }
    }

    /// Moves every article waiting for the search index into it, in one statement; their text is
    /// derived from their rows as it goes (`SearchText`).
    private func catchUpSearchIndex(on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.define(SearchText.title)
        try connection.define(SearchText.body)
        try connection.execute(
            """
            INSERT INTO article_search (rowid, title, body)
            SELECT a.id, tidings_search_title(a.title),
                tidings_search_body(a.content, a.summary, a.body_is_html, a.full_text)
            FROM article_search_backlog AS b JOIN articles AS a ON a.id = b.id
            WHERE a.purged = 0
            """
        )
        try connection.execute("DELETE FROM article_search_backlog")
    }

    /// Full-text search, best match first (bm25, titles weighted 4 to 1), with highlights.
    func search(_ query: String, limit: Int, on connection: DatabaseConnection) throws(DatabaseError)
        -> [SearchHit]
    {
        let sql = """
            SELECT \(ArticleColumn.selectList(table: "a")),
                highlight(article_search, 0, char(2), char(3)),
                snippet(article_search, 1, char(2), char(3), '…', 24),
                bm25(article_search, 4.0, 1.0) AS rank
            FROM article_search JOIN articles AS a ON a.id = article_search.rowid
            WHERE article_search MATCH ? AND a.purged = 0
            ORDER BY rank, a.id LIMIT ?
            """
        let count = Self.columnCount
        return try connection.query(sql, [query, limit]) { row throws(DatabaseError) in
            SearchHit(
                article: try Self.article(from: row),
                title: SearchMarkers.highlighted(try row.optionalString(count) ?? ""),
                snippet: SearchMarkers.highlighted(try row.optionalString(count + 1) ?? ""),
                rank: try row.double(count + 2))
        }
    }

    // MARK: Refresh

    /// What the merge rules need of the feed's stored articles that `incoming` could meet,
    /// purged ones included: those whose guid is an incoming guid (or the link of an incoming
    /// item without one), whose link is such a link, or, with neither, whose content hash is that
    /// of an incoming item with neither (`ArticleMerging.candidates`). Guids and links are looked
    /// up one by one through their indexes (`articles_by_guid`, `articles_by_link`), so a merge
    /// reads the few rows it could meet, not every article of the feed.
    func identities(of feed: FeedID, meeting incoming: [IncomingArticle], on connection: DatabaseConnection)
        throws(DatabaseError) -> [StoredIdentity]
    {
        // A feed's first merge (every feed's, in a cold refresh) has nothing to look up.
        guard !incoming.isEmpty else { return [] }
        let holdsArticles = try connection.queryFirst(
            "SELECT 1 FROM articles WHERE feed_id = ? LIMIT 1", [feed.rawValue]
        ) { _ throws(DatabaseError) in true }
        guard holdsArticles == true else { return [] }
        let candidates = ArticleMerging.candidates(incoming)
        // The indexes are named, so that the planner looks each value up rather than walking
        // the feed's articles.
        let lookups: [(sql: String, values: [any DatabaseValueConvertible])] = [
            ("INDEXED BY articles_by_guid WHERE feed_id = ? AND guid = ?", Array(candidates.guids)),
            ("INDEXED BY articles_by_link WHERE feed_id = ? AND link = ?", Array(candidates.links)),
            (
                "WHERE feed_id = ? AND guid IS NULL AND link IS NULL"
                    + " AND content_hash IN (SELECT value FROM json_each(?))",
                candidates.contentHashes.isEmpty ? [] : [SQLList.integers(Array(candidates.contentHashes))]
            ),
        ]
        var found: [StoredIdentity] = []
        var seen: Set<ArticleID> = []
        for lookup in lookups {
            for value in lookup.values {
                let rows = try connection.query(
                    "SELECT id, guid, link, content_hash, purged FROM articles " + lookup.sql,
                    [feed.rawValue, value]
                ) { row throws(DatabaseError) in
                    StoredIdentity(
                        id: ArticleID(try row.int64(0)), guid: try row.optionalString(1),
                        linkAddress: try row.optionalString(2), contentHash: try row.int64(3),
                        isPurged: try row.bool(4))
                }
                found += rows.filter { seen.insert($0.id).inserted }
            }
        }
        return found
    }

    /// Merges a refresh's items into `feed` by the rules of `ArticleMerging`.
    func merge(
        _ incoming: [IncomingArticle], into feed: FeedID, feedTitle: String, now: Date,
        on connection: DatabaseConnection
    ) throws(DatabaseError) -> MergeOutcome {
        let group = ArticleMergeGroup(items: incoming, feed: feed, feedTitle: feedTitle)
        return try merge([group], now: now, on: connection).first ?? MergeOutcome()
    }

    /// Merges each group's items into its feed, as `merge(_:into:feedTitle:now:on:)` does, the
    /// search index's queues written once for them all; an outcome for each group, in order.
    func merge(_ groups: [ArticleMergeGroup], now: Date, on connection: DatabaseConnection)
        throws(DatabaseError) -> [MergeOutcome]
    {
        var search = SearchIndexBatch()
        var outcomes: [MergeOutcome] = []
        outcomes.reserveCapacity(groups.count)
        for group in groups {
            let outcome = try mergeWithoutSearch(
                group.items, into: group.feed, feedTitle: group.feedTitle, now: now, on: connection)
            // An inserted article joins the search index; an updated one's text replaces its row.
            for id in outcome.inserted { search.add(id) }
            for id in outcome.updated { search.replace(id) }
            outcomes.append(outcome)
        }
        try search.write(on: connection)
        return outcomes
    }

    /// Merges `incoming` into `feed`, leaving the search index to the caller.
    private func mergeWithoutSearch(
        _ incoming: [IncomingArticle], into feed: FeedID, feedTitle: String, now: Date,
        on connection: DatabaseConnection
    ) throws(DatabaseError) -> MergeOutcome {
        let decisions = ArticleMerging.decide(
            incoming, existing: try identities(of: feed, meeting: incoming, on: connection))
        var outcome = MergeOutcome()
        let seen = now.storedMilliseconds
        for (item, decision) in zip(incoming, decisions) {
            switch decision {
            case .insert?:
                let id = try insert(item, into: feed, feedTitle: feedTitle, seen: seen, on: connection)
                outcome.inserted.append(id)
                outcome.articleIDs.append(id)
            case .update(let id)?:
                try connection.execute(
                    """
                    UPDATE articles SET guid = ?, link = ?, title = ?, authors = ?, published = ?, updated = ?,
                        sort_date = COALESCE(?, sort_date), summary = ?, content = ?, body_is_html = ?, preview = ?, categories = ?,
                        enclosures = ?, comments_url = ?, content_hash = ?, feed_title = ?, last_seen = ?
                    WHERE id = ?
                    """,
                    Self.textColumns(item) + [
                        (item.published ?? item.updated)?.storedMilliseconds, item.summary, item.content,
                        item.bodyIsHTML,
                        item.preview, Self.joined(item.categories), Self.json(item.enclosures),
                        item.commentsURL?.absoluteString, item.contentHash, feedTitle, seen, id.rawValue,
                    ])
                outcome.updated.append(id)
                outcome.articleIDs.append(id)
            case .keep(let id)?:
                try connection.execute(
                    "UPDATE articles SET last_seen = ? WHERE id = ? AND purged = 1", [seen, id.rawValue])
                outcome.unchanged += 1
                outcome.articleIDs.append(id)
            case nil:
                outcome.unchanged += 1
                outcome.articleIDs.append(nil)
            }
        }
        return outcome
    }

    /// Inserts one new article with its state (`read`, `starred`; `purged` 1 stores only its
    /// identity, a tombstone); returns its id. The search index is the caller's.
    func insert(
        _ item: IncomingArticle, into feed: FeedID, feedTitle: String, seen: Int64, read: Bool = false,
        starred: Bool = false, purged: Bool = false, on connection: DatabaseConnection
    ) throws(DatabaseError) -> ArticleID {
        try connection.execute(
            """
            INSERT INTO articles (feed_id, feed_title, guid, link, title, authors, published, updated,
                first_seen, sort_date, summary, content, body_is_html, preview, categories, enclosures,
                comments_url, content_hash, last_seen, read, starred, purged)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [feed.rawValue, feedTitle] + Self.textColumns(item) + [
                seen, (item.published ?? item.updated)?.storedMilliseconds ?? seen,
                purged ? nil : item.summary, purged ? nil : item.content, item.bodyIsHTML,
                purged ? "" : item.preview, Self.joined(item.categories), Self.json(item.enclosures),
                item.commentsURL?.absoluteString, item.contentHash, seen, read, starred, purged ? 1 : 0,
            ])
        return ArticleID(connection.lastInsertRowID)
    }

    /// Purges `feed`'s articles that `policy` lets go, and forgets tombstones its feed has not
    /// listed for as long again; returns the purged ids.
    @discardableResult
    func applyRetention(
        _ policy: RetentionPolicy, to feed: FeedID, now: Date, on connection: DatabaseConnection
    )
        throws(DatabaseError) -> [ArticleID]
    {
        let candidates = try connection.query(
            "SELECT id, sort_date, read, starred FROM articles WHERE feed_id = ? AND purged = 0",
            [feed.rawValue]
        ) { row throws(DatabaseError) in
            RetentionPolicy.Candidate(
                id: ArticleID(try row.int64(0)), sortDate: Date(storedMilliseconds: try row.int64(1)),
                isRead: try row.bool(2), isStarred: try row.bool(3))
        }
        let expired = policy.expired(candidates, now: now)
        if !expired.isEmpty {
            try connection.execute(
                """
                UPDATE articles SET purged = 1, summary = NULL, content = NULL, full_text = NULL, preview = ''
                WHERE id IN (SELECT value FROM json_each(?))
                """, [Self.jsonArray(expired)])
        }
        let forgetBefore = now.addingTimeInterval(-2 * Double(policy.days) * 24 * 60 * 60).storedMilliseconds
        let forgotten = try changedIDs(
            "DELETE FROM articles WHERE feed_id = ? AND purged = 1 AND last_seen < ?",
            [feed.rawValue, forgetBefore], on: connection)
        try observers.announce(.deleted, forgotten, origin: .local, on: connection)
        return expired
    }

    // MARK: Subscriptions

    /// Deletes a removed feed's articles; starred ones stay, detached from it. Returns how many
    /// were deleted and how many kept.
    func removeArticles(of feed: FeedID, on connection: DatabaseConnection) throws(DatabaseError) -> (
        removed: Int, kept: Int
    ) {
        let deleted = try changedIDs(
            "DELETE FROM articles WHERE feed_id = ? AND (starred = 0 OR purged = 1)", [feed.rawValue],
            on: connection)
        try observers.announce(.deleted, deleted, origin: .local, on: connection)
        let removed = deleted.count
        try connection.execute("UPDATE articles SET feed_id = NULL WHERE feed_id = ?", [feed.rawValue])
        let kept = connection.changes
        try connection.execute("DELETE FROM article_counts WHERE feed_id = ?", [feed.rawValue])
        return (removed, kept)
    }

    /// Records a feed's new display title on its articles.
    func renameFeed(_ feed: FeedID, title: String, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            "UPDATE articles SET feed_title = ? WHERE feed_id = ?", [title, feed.rawValue])
    }

    // MARK: Rows

    /// How many columns an article takes at the start of a row; search adds its own after them.
    static let columnCount = ArticleColumn.count

    static func article(from row: DatabaseRow) throws(DatabaseError) -> Article {
        Article(
            id: ArticleID(try row.int64(ArticleColumn.id)),
            feedID: try row.optionalInt64(ArticleColumn.feedID).map { FeedID($0) },
            feedTitle: try row.string(ArticleColumn.feedTitle),
            guid: try row.optionalString(ArticleColumn.guid),
            link: try row.optionalString(ArticleColumn.link).flatMap(URL.init(string:)),
            title: try row.optionalString(ArticleColumn.title),
            authors: split(try row.string(ArticleColumn.authors)),
            published: try row.optionalInt64(ArticleColumn.published).map(Date.init(storedMilliseconds:)),
            updated: try row.optionalInt64(ArticleColumn.updated).map(Date.init(storedMilliseconds:)),
            firstSeen: Date(storedMilliseconds: try row.int64(ArticleColumn.firstSeen)),
            summary: try row.optionalString(ArticleColumn.summary),
            content: try row.optionalString(ArticleColumn.content),
            bodyIsHTML: try row.bool(ArticleColumn.bodyIsHTML),
            preview: try row.string(ArticleColumn.preview),
            categories: split(try row.string(ArticleColumn.categories)),
            enclosures: enclosures(try row.optionalString(ArticleColumn.enclosures)),
            commentsURL: try row.optionalString(ArticleColumn.commentsURL).flatMap(URL.init(string:)),
            isRead: try row.bool(ArticleColumn.read),
            isStarred: try row.bool(ArticleColumn.starred),
            fullText: try row.optionalString(ArticleColumn.fullText))
    }

    /// guid, link, title, authors, published, updated: the leading columns inserts and updates share.
    private static func textColumns(_ item: IncomingArticle) -> [any DatabaseValueConvertible] {
        [
            item.guid, item.link?.absoluteString, item.title, joined(item.authors),
            item.published?.storedMilliseconds, item.updated?.storedMilliseconds,
        ]
    }

    /// Lists are stored joined by the ASCII unit separator, which no feed text contains.
    static let separator: Character = "\u{1F}"

    static func joined(_ values: [String]) -> String {
        values.joined(separator: String(separator))
    }

    static func split(_ text: String) -> [String] {
        text.isEmpty
            ? [] : text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    static func json(_ enclosures: [Enclosure]) -> String? {
        guard !enclosures.isEmpty, let data = try? JSONEncoder().encode(enclosures) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func enclosures(_ text: String?) -> [Enclosure] {
        guard let text, let decoded = try? JSONDecoder().decode([Enclosure].self, from: Data(text.utf8))
        else { return [] }
        return decoded
    }

    static func jsonArray<Entity>(_ ids: [Identifier<Entity>]) -> String {
        SQLList.integers(ids.map(\.rawValue))
    }
}

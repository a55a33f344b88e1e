import DatabaseService
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes the subscription tables (see `SubscriptionSchema`). It is
/// internal: other packages reach the tables through `SubscriptionTables`, inside their unit of
/// work. Methods run on a connection the caller passes, so that they compose into one transaction.
struct SubscriptionStore: Sendable {

    /// Every feed without counts, in id order.
    func feeds(on connection: DatabaseConnection) throws(DatabaseError) -> [Feed] {
        let tags = try tagsByFeed(on: connection)
        let settings = try settingsByFeed(on: connection)
        return try connection.query(
            "SELECT \(FeedColumn.selectList()) FROM feeds ORDER BY id"
        ) { row throws(DatabaseError) in try Self.feed(from: row, tags: tags, settings: settings) }
    }

    /// One feed without counts, or nil.
    func feed(_ id: FeedID, on connection: DatabaseConnection) throws(DatabaseError) -> Feed? {
        let tags = try connection.query(
            "SELECT t.name FROM feed_tags AS ft JOIN tags AS t ON t.id = ft.tag_id WHERE ft.feed_id = ? ORDER BY t.key",
            [id.rawValue]
        ) { row throws(DatabaseError) in try row.string(0) }
        let settings = try settingsByFeed(of: id, on: connection)
        return try connection.queryFirst(
            "SELECT \(FeedColumn.selectList()) FROM feeds WHERE id = ?",
            [id.rawValue]
        ) { row throws(DatabaseError) in try Self.feed(from: row, tags: [id: tags], settings: settings) }
    }

    /// Whether a feed with this id is followed.
    func isFollowed(_ id: FeedID, on connection: DatabaseConnection) throws(DatabaseError) -> Bool {
        try connection.queryFirst("SELECT 1 FROM feeds WHERE id = ?", [id.rawValue]) {
            _ throws(DatabaseError) in true
        } ?? false
    }

    /// The feed already followed at this normalised address, if any.
    func feedID(normalizedURL: String, on connection: DatabaseConnection) throws(DatabaseError)
        -> FeedID?
    {
        try connection.queryFirst("SELECT id FROM feeds WHERE normalized_url = ?", [normalizedURL]) {
            row throws(DatabaseError) in FeedID(try row.int64(0))
        }
    }

    /// Every normalised address followed.
    func normalizedURLs(on connection: DatabaseConnection) throws(DatabaseError) -> Set<String> {
        Set(
            try connection.query("SELECT normalized_url FROM feeds") { row throws(DatabaseError) in
                try row.string(0)
            })
    }

    /// Saves a new feed and its tags; returns its id.
    func insert(
        url: URL, sourceTitle: String?, customTitle: String?, homeURL: URL?, tags: [String],
        hidden: Bool = false, fullText: Bool = false, settings: FeedSettings = FeedSettings(), addedAt: Date,
        on connection: DatabaseConnection
    ) throws(DatabaseError) -> FeedID {
        try connection.execute(
            """
            INSERT INTO feeds (
                url, normalized_url, custom_title, source_title, home_url, added_at, hidden, full_text)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                url.absoluteString, FeedAddress.normalized(url), customTitle, sourceTitle,
                homeURL?.absoluteString,
                addedAt.storedMilliseconds, hidden, fullText,
            ])
        let id = FeedID(connection.lastInsertRowID)
        for tag in tags { try addTag(tag, to: id, on: connection) }
        for change in settings.changes { try apply(change, to: id, on: connection) }
        return id
    }

    /// Deletes a feed (its tag links go with it) and any tag left on no feed.
    func delete(_ id: FeedID, on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute("DELETE FROM feeds WHERE id = ?", [id.rawValue])
        try deleteUnusedTags(on: connection)
    }

    /// Sets or clears the reader's own name for a feed.
    func setCustomTitle(_ title: String?, of id: FeedID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute("UPDATE feeds SET custom_title = ? WHERE id = ?", [title, id.rawValue])
    }

    /// Hides a feed from the feed list, or shows it there again.
    func setHidden(_ hidden: Bool, of id: FeedID, on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute("UPDATE feeds SET hidden = ? WHERE id = ?", [hidden, id.rawValue])
    }

    /// Makes a feed keep the full texts of its new articles, or only what the feed carries.
    func setFullText(_ fullText: Bool, of id: FeedID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute("UPDATE feeds SET full_text = ? WHERE id = ?", [fullText, id.rawValue])
    }

    /// Sets one of a feed's own settings to the value the change keeps, or unsets it.
    func apply(_ change: FeedSettingChange, to id: FeedID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        if let text = change.text {
            try connection.execute(
                """
                INSERT INTO feed_settings (feed_id, key, value) VALUES (?, ?, ?)
                ON CONFLICT (feed_id, key) DO UPDATE SET value = excluded.value
                """, [id.rawValue, change.key, text])
        } else {
            try connection.execute(
                "DELETE FROM feed_settings WHERE feed_id = ? AND key = ?", [id.rawValue, change.key])
        }
    }

    /// Records the title and site a feed gives itself, as a refresh finds them.
    func setSource(title: String?, homeURL: URL?, of id: FeedID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        try connection.execute(
            "UPDATE feeds SET source_title = COALESCE(?, source_title), home_url = COALESCE(?, home_url) WHERE id = ?",
            [title, homeURL?.absoluteString, id.rawValue])
    }

    /// Puts a tag on a feed, creating the tag when new. A tag is found by its `TagKey`, so a
    /// feed tagged `über` joins the tag first spelled `Über`, which keeps that spelling; a blank
    /// name is left out.
    func addTag(_ name: String, to id: FeedID, on connection: DatabaseConnection) throws(DatabaseError) {
        guard let spelling = Tag.normalized(name), let key = TagKey(spelling) else { return }
        try connection.execute(
            "INSERT INTO tags (name, key) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
            [spelling, key.rawValue])
        try connection.execute(
            "INSERT OR IGNORE INTO feed_tags (feed_id, tag_id) SELECT ?, id FROM tags WHERE key = ?",
            [id.rawValue, key.rawValue])
    }

    /// Takes a tag (any spelling of it) off a feed; a tag left on no feed is deleted.
    func removeTag(_ name: String, from id: FeedID, on connection: DatabaseConnection)
        throws(DatabaseError)
    {
        guard let key = TagKey(name) else { return }
        try connection.execute(
            "DELETE FROM feed_tags WHERE feed_id = ? AND tag_id = (SELECT id FROM tags WHERE key = ?)",
            [id.rawValue, key.rawValue])
        try deleteUnusedTags(on: connection)
    }

    /// Every tag with how many feeds carry it, in the order of their keys.
    func tags(on connection: DatabaseConnection) throws(DatabaseError) -> [Tag] {
        try connection.query(
            """
            SELECT t.name, count(ft.feed_id) FROM tags AS t JOIN feed_tags AS ft ON ft.tag_id = t.id
            GROUP BY t.id ORDER BY t.key
            """
        ) { row throws(DatabaseError) in Tag(name: try row.string(0), feedCount: try row.int(1)) }
    }

    private func deleteUnusedTags(on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute("DELETE FROM tags WHERE id NOT IN (SELECT tag_id FROM feed_tags)")
    }

    private func tagsByFeed(on connection: DatabaseConnection) throws(DatabaseError) -> [FeedID: [String]] {
        let pairs = try connection.query(
            "SELECT ft.feed_id, t.name FROM feed_tags AS ft JOIN tags AS t ON t.id = ft.tag_id ORDER BY t.key"
        ) { row throws(DatabaseError) in (FeedID(try row.int64(0)), try row.string(1)) }
        return Dictionary(grouping: pairs, by: \.0).mapValues { $0.map(\.1) }
    }

    /// Every feed's own settings, or one feed's with `of`.
    private func settingsByFeed(of id: FeedID? = nil, on connection: DatabaseConnection)
        throws(DatabaseError) -> [FeedID: FeedSettings]
    {
        let filter = id == nil ? "" : " WHERE feed_id = ?"
        let arguments: [any DatabaseValueConvertible] = id.map { [$0.rawValue] } ?? []
        let rows = try connection.query("SELECT feed_id, key, value FROM feed_settings\(filter)", arguments) {
            row throws(DatabaseError) in (FeedID(try row.int64(0)), try row.string(1), try row.string(2))
        }
        return Dictionary(grouping: rows, by: \.0).mapValues { rows in
            FeedSettings(
                texts: Dictionary(rows.map { ($0.1, $0.2) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    private static func feed(
        from row: DatabaseRow, tags: [FeedID: [String]], settings: [FeedID: FeedSettings]
    ) throws(DatabaseError) -> Feed {
        let id = FeedID(try row.int64(FeedColumn.id))
        let text = try row.string(FeedColumn.url)
        return Feed(
            id: id, url: URL(string: text) ?? URL(fileURLWithPath: text),
            customTitle: try row.optionalString(FeedColumn.customTitle),
            sourceTitle: try row.optionalString(FeedColumn.sourceTitle),
            homeURL: try row.optionalString(FeedColumn.homeURL).flatMap(URL.init(string:)),
            tags: tags[id] ?? [], isHidden: try row.bool(FeedColumn.hidden),
            keepsFullText: try row.bool(FeedColumn.fullText), settings: settings[id] ?? FeedSettings(),
            addedAt: Date(storedMilliseconds: try row.int64(FeedColumn.addedAt)))
    }
}

/// The columns a `Feed` is read from, in the order the feed queries select them.
enum FeedColumn: Int, TableColumns {
    case id, url, customTitle, sourceTitle, homeURL, addedAt, hidden, fullText
}

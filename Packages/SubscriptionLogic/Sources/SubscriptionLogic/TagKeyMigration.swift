import DatabaseService
import LibraryModelLogic

/// Moves the tags into the keyed tables of schema version 3: each tag gets its `TagKey`, tags
/// whose keys are equal become one (the oldest, keeping its spelling, with every feed of the
/// others), and the keyed tables then take the old tables' names.
///
/// `feed_tags` is dropped before `tags`, so that dropping `tags` cascades into nothing; renaming
/// `tags_keyed` rewrites the reference `feed_tags_keyed` holds to it.
enum TagKeyMigration {
    static func apply(_ connection: DatabaseConnection) throws(DatabaseError) {
        let tags = try connection.query("SELECT id, name FROM tags ORDER BY id") {
            row throws(DatabaseError) in (try row.int64(0), try row.string(1))
        }
        var keptByKey: [TagKey: Int64] = [:]
        var keptFor: [Int64: Int64] = [:]
        for (id, name) in tags {
            let spelling = Tag.normalized(name) ?? name
            let key = TagKey(spelling) ?? TagKey(stored: spelling)
            if let kept = keptByKey[key] {
                keptFor[id] = kept
                continue
            }
            keptByKey[key] = id
            keptFor[id] = id
            try connection.execute(
                "INSERT INTO tags_keyed (id, name, key) VALUES (?, ?, ?)", [id, spelling, key.rawValue])
        }
        let links = try connection.query("SELECT feed_id, tag_id FROM feed_tags") {
            row throws(DatabaseError) in (try row.int64(0), try row.int64(1))
        }
        for (feed, tag) in links {
            try connection.execute(
                "INSERT OR IGNORE INTO feed_tags_keyed (feed_id, tag_id) VALUES (?, ?)",
                [feed, keptFor[tag] ?? tag])
        }
        try connection.executeScript(
            """
            DROP TABLE feed_tags;
            DROP TABLE tags;
            ALTER TABLE tags_keyed RENAME TO tags;
            ALTER TABLE feed_tags_keyed RENAME TO feed_tags;
            CREATE INDEX feed_tags_by_tag ON feed_tags(tag_id, feed_id);
            """)
    }
}

import DatabaseService
import LibraryModelLogic

/// The full-text index rows one merge leaves waiting, written in a few statements at its end:
/// the ids of new and changed articles for the search index (`article_search_backlog`), and of
/// new rows for the titles' trigram index (`article_titles_backlog`).
///
/// New and changed articles wait in `article_search_backlog`, by id only, until something reads
/// the search index (`ArticleStore.catchUp`), which derives their search text from
/// the stored rows then (`SearchText`). Tokenizing every article into FTS5 as it arrived was
/// about a fifth of a cold refresh (761 against 672 ms, median of 5, on the benchmark's 300
/// feeds; `compare-bench --rows refresh`), and writing its search text to wait for the index was
/// another tenth (the text was a third of the pages written: 777 against 674 ms); most articles
/// are never searched. The first search after a refresh indexes everything new in one
/// statement instead. Changed articles leave the index at once (their old text must not be
/// found), and wait with the new ones.
///
/// SQLite's FTS5 (3.40, as Debian ships it) writes its pending terms to disk at each statement
/// savepoint, and every INSERT into it inside a transaction opens one. One statement per
/// article therefore wrote one index segment per article, and merging those segments was a
/// third of a cold refresh's work; one statement per batch of rows writes one. A trigger on
/// `articles` is such a statement per article: the titles' trigram index, kept by one, made a
/// cold refresh's writes three times slower (ArticleSchema version 4 dropped it).
struct SearchIndexBatch {
    /// Ids per statement (one parameter each), far below SQLite's limit, and few distinct
    /// statements for the statement cache.
    static let idsPerStatement = 512

    private var removals: [Int64] = []
    private var waiting: [Int64] = []
    /// Every row inserted into `articles`, tombstones too: the trigram index will hold each row's
    /// title as stored, as the triggers that remove and change its entries expect.
    private var inserted: [Int64] = []

    /// Indexes a new article.
    mutating func add(_ id: ArticleID) {
        waiting.append(id.rawValue)
        inserted.append(id.rawValue)
    }

    /// Indexes the title of a new tombstone (an article stored without its text, never searched).
    mutating func addTombstone(_ id: ArticleID) {
        inserted.append(id.rawValue)
    }

    /// Indexes an article again, in place of its old row (the titles' index follows the update
    /// by trigger): its old row leaves the search index now, its new text waits.
    mutating func replace(_ id: ArticleID) {
        removals.append(id.rawValue)
        waiting.append(id.rawValue)
    }

    /// Writes the removals, then the ids waiting for each index.
    func write(on connection: DatabaseConnection) throws(DatabaseError) {
        try Self.execute(removals, per: Self.idsPerStatement, on: connection) {
            "DELETE FROM article_search WHERE rowid IN (\($0))"
        }
        try Self.execute(waiting, per: Self.idsPerStatement, on: connection) {
            "INSERT OR IGNORE INTO article_search_backlog (id) VALUES \($0)"
        } placeholder: {
            "(?)"
        }
        try Self.execute(inserted, per: Self.idsPerStatement, on: connection) {
            "INSERT INTO article_titles_backlog (id) VALUES \($0)"
        } placeholder: {
            "(?)"
        }
    }

    /// Runs the statement `sql` makes from a list of placeholders (`?`, or what `placeholder`
    /// gives) once per `size` ids, with those ids bound.
    private static func execute(
        _ ids: [Int64], per size: Int, on connection: DatabaseConnection, _ sql: (String) -> String,
        placeholder: () -> String = { "?" }
    ) throws(DatabaseError) {
        for start in stride(from: 0, to: ids.count, by: size) {
            let chunk = ids[start..<min(start + size, ids.count)]
            let placeholders = Array(repeating: placeholder(), count: chunk.count).joined(separator: ", ")
            try connection.execute(sql(placeholders), chunk.map { $0 as any DatabaseValueConvertible })
        }
    }
}

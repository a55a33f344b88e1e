import DatabaseService
import LibraryModelLogic

/// The full-text index rows one merge writes, written in a few statements at its end.
///
/// SQLite's FTS5 (3.40, as Debian ships it) writes its pending terms to disk at each statement
/// savepoint, and every INSERT into it inside a transaction opens one. One statement per
/// article therefore wrote one index segment per article, and merging those segments was a
/// third of a cold refresh's work; one statement per batch of rows writes one.
struct SearchIndexBatch {
    /// Rows per statement: three parameters each, far below SQLite's limit, and few distinct
    /// statements for the statement cache.
    static let rowsPerStatement = 64

    private var removals: [Int64] = []
    private var rows: [(id: Int64, title: String, body: String)] = []

    /// Indexes a new article.
    mutating func add(_ id: ArticleID, _ item: IncomingArticle) {
        rows.append(
            (id.rawValue, SearchMarkers.stripped(item.title ?? ""), SearchMarkers.stripped(item.plainText)))
    }

    /// Indexes an article again, in place of its old row.
    mutating func replace(_ id: ArticleID, _ item: IncomingArticle) {
        removals.append(id.rawValue)
        add(id, item)
    }

    /// Writes the removals, then the rows.
    func write(on connection: DatabaseConnection) throws(DatabaseError) {
        for start in stride(from: 0, to: removals.count, by: Self.rowsPerStatement) {
            let ids = removals[start..<min(start + Self.rowsPerStatement, removals.count)]
            let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            try connection.execute(
                "DELETE FROM article_search WHERE rowid IN (\(placeholders))",
                ids.map { $0 as any DatabaseValueConvertible })
        }
        for start in stride(from: 0, to: rows.count, by: Self.rowsPerStatement) {
            let batch = rows[start..<min(start + Self.rowsPerStatement, rows.count)]
            let values = Array(repeating: "(?, ?, ?)", count: batch.count).joined(separator: ", ")
            try connection.execute(
                "INSERT INTO article_search (rowid, title, body) VALUES \(values)",
                batch.flatMap { [$0.id, $0.title, $0.body] as [any DatabaseValueConvertible] })
        }
    }
}

import DatabaseService
import FilterLogic
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes the query feed table (see `QueryFeedSchema`). Methods
/// run on a connection the caller passes.
struct QueryFeedStore: Sendable {
    /// A stored row, before its expression is read.
    struct Row: Sendable {
        let id: Int64
        let name: String
        let expression: String
        let tags: [String]
        let added: Date
    }

    static let separator = "\u{1F}"

    /// Every row, by name without regard to letter case.
    func rows(on connection: DatabaseConnection) throws(DatabaseError) -> [Row] {
        try connection.query(
            "SELECT id, name, expression, tags, added FROM query_feeds ORDER BY name COLLATE NOCASE, id"
        ) { row throws(DatabaseError) in
            let tags = try row.string(3)
            return Row(
                id: try row.int64(0), name: try row.string(1), expression: try row.string(2),
                tags: tags.isEmpty ? [] : tags.components(separatedBy: Self.separator),
                added: Date(storedMilliseconds: try row.int64(4)))
        }
    }

    /// Inserts a query feed; returns its id.
    func insert(
        name: String, expression: String, tags: [String], added: Date, on connection: DatabaseConnection
    )
        throws(DatabaseError) -> Int64
    {
        try connection.execute(
            "INSERT INTO query_feeds (name, expression, tags, added) VALUES (?, ?, ?, ?)",
            [name, expression, tags.joined(separator: Self.separator), added.storedMilliseconds])
        return connection.lastInsertRowID
    }

    /// Inserts a query feed unless one is named `name` in any letter case; returns its id, or
    /// nil when the name is taken.
    func insertUnlessNamed(
        name: String, expression: String, tags: [String], added: Date, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Int64? {
        guard try rows(on: connection).allSatisfy({ !StoredQueryFeeds.same($0.name, name) }) else {
            return nil
        }
        return try insert(name: name, expression: expression, tags: tags, added: added, on: connection)
    }

    /// Deletes the query feed with `id`.
    func delete(_ id: Int64, on connection: DatabaseConnection) throws(DatabaseError) {
        try connection.execute("DELETE FROM query_feeds WHERE id = ?", [id])
    }
}

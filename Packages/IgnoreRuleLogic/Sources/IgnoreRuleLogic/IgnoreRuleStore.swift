import DatabaseService
import FilterLogic
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes the killfile's table (see `IgnoreRuleSchema`). Methods
/// run on a connection the caller passes.
struct IgnoreRuleStore: Sendable {
    /// Every rule, by number; a rule whose expression no longer reads is reported, not skipped.
    func rules(on connection: DatabaseConnection) throws(DatabaseError) -> [Result<
        IgnoreRule, IgnoreRuleError
    >] {
        try connection.query("SELECT id, expression, feed_id, hides, added FROM ignore_rules ORDER BY id") {
            row throws(DatabaseError) in
            let id = try row.int64(0)
            let feed = try row.optionalInt64(2).map { FeedID($0) }
            let hides = try row.bool(3)
            let added = Date(storedMilliseconds: try row.int64(4))
            let text = try row.string(1)
            do throws(FilterError) {
                let expression = try FilterExpression(parsing: text)
                return .success(
                    IgnoreRule(id: id, expression: expression, feed: feed, hides: hides, added: added))
            } catch {
                return .failure(.unreadable(id: id, error))
            }
        }
    }

    /// Inserts a rule; returns its number.
    func insert(
        _ expression: FilterExpression, feed: FeedID?, hides: Bool, added: Date,
        on connection: DatabaseConnection
    )
        throws(DatabaseError) -> Int64
    {
        try connection.execute(
            "INSERT INTO ignore_rules (expression, feed_id, hides, added) VALUES (?, ?, ?, ?)",
            [expression.source, feed?.rawValue, hides, added.storedMilliseconds])
        return connection.lastInsertRowID
    }

    /// Deletes rule `id`; returns whether there was one.
    func delete(_ id: Int64, on connection: DatabaseConnection) throws(DatabaseError) -> Bool {
        try connection.execute("DELETE FROM ignore_rules WHERE id = ?", [id])
        return connection.changes > 0
    }
}

/// Applies schemas' migrations on the writer connection and keeps the bookkeeping:
/// `schema_version(name, version)` holds each schema's version, and `PRAGMA user_version` the
/// sum of them all, so one pragma read tells whether a known set of schemas is up to date.
enum SchemaMigrator {
    static let createBookkeeping =
        "CREATE TABLE IF NOT EXISTS schema_version (name TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL)"

    /// Checks a schema's migration list before anything touches the file.
    static func validate(_ schema: DatabaseSchema) throws(DatabaseError) {
        let versions = schema.migrations.map(\.version)
        guard versions.enumerated().allSatisfy({ $0.element == $0.offset + 1 }) else {
            throw .misuse(
                message: "the migrations of the \(schema.name) schema must be numbered 1, 2, 3 … in order; "
                    + "they are \(versions)")
        }
    }

    /// The schema's stored version, 0 when it was never migrated (or no bookkeeping exists).
    static func storedVersion(of name: String, on connection: DatabaseConnection) throws(DatabaseError) -> Int
    {
        let hasTable = try connection.scalar(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_version'")
        guard hasTable.int64Value == 1 else { return 0 }
        let stored = try connection.scalar("SELECT version FROM schema_version WHERE name = ?", [name])
        return Int(stored.int64Value ?? 0)
    }

    /// `PRAGMA user_version`: the sum of every schema's version.
    static func userVersion(on connection: DatabaseConnection) throws(DatabaseError) -> Int {
        Int(try connection.scalar("PRAGMA user_version").int64Value ?? 0)
    }

    /// Applies one pending migration in its own immediate transaction, unless another
    /// connection applied it meanwhile. Rolls back and reports the schema and version on failure.
    static func apply(
        _ migration: DatabaseMigration, of schema: DatabaseSchema, on connection: DatabaseConnection
    ) throws(DatabaseError) {
        do {
            try connection.execute("BEGIN IMMEDIATE")
        } catch {
            throw .migrationFailed(schema: schema.name, version: migration.version, cause: error)
        }
        do {
            try connection.executeScript(createBookkeeping)
            let stored = try storedVersion(of: schema.name, on: connection)
            if stored >= migration.version {
                try connection.execute("COMMIT")
                return
            }
            if !migration.sql.isEmpty { try connection.executeScript(migration.sql) }
            try migration.body?(connection)
            try connection.execute(
                "INSERT INTO schema_version (name, version) VALUES (?, ?) "
                    + "ON CONFLICT (name) DO UPDATE SET version = excluded.version",
                [schema.name, migration.version])
            let total = try connection.scalar("SELECT coalesce(sum(version), 0) FROM schema_version")
            // PRAGMA takes no parameters; the value is an integer this code computed.
            try connection.executeScript("PRAGMA user_version = \(total.int64Value ?? 0)")
            try connection.execute("COMMIT")
        } catch {
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
            throw .migrationFailed(schema: schema.name, version: migration.version, cause: error)
        }
    }
}

/// The tables of one feature (one store), as a named list of migrations applied in order.
///
/// Several schemas share one database file; each is versioned on its own in the
/// `schema_version` table. Versions start at 1 and increase by one per migration.
public struct DatabaseSchema: Sendable {
    public let name: String
    public let migrations: [DatabaseMigration]

    public init(name: String, migrations: [DatabaseMigration]) {
        self.name = name
        self.migrations = migrations
    }

    /// The version this code brings the schema to: its highest migration's, or 0.
    public var latestVersion: Int { migrations.map(\.version).max() ?? 0 }
}

/// One step of a schema: SQL (any number of statements), then optionally code, run in one
/// transaction together with the version bump.
public struct DatabaseMigration: Sendable {
    public let version: Int
    public let sql: String
    /// Runs after `sql`, in the same transaction, for changes SQL alone cannot make.
    public let body: (@Sendable (DatabaseConnection) throws(DatabaseError) -> Void)?

    public init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
        self.body = nil
    }

    public init(
        version: Int, sql: String = "",
        body: @escaping @Sendable (DatabaseConnection) throws(DatabaseError) -> Void
    ) {
        self.version = version
        self.sql = sql
        self.body = body
    }
}

import CSQLite
public import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// One SQLite database file: a writer connection and, optionally, a pool of read-only readers.
///
/// Every connection belongs to one actor, so no connection is used by two threads at once.
/// The writer's actor runs on a dispatch queue of its own, so its blocking calls (lock waits up
/// to the busy timeout, fsync) never stall Swift's cooperative threads; pooled readers are
/// plain actors, whose calls are short because WAL readers never wait for a lock (see the
/// README for the measurements behind this).
public final class Database: Sendable {
    /// The file, or `:memory:`.
    public let path: String
    public let options: DatabaseOptions
    /// Whether this SQLite library was compiled with FTS5 (full-text search).
    public let fullTextSearchAvailable: Bool
    private let writer: QueuedConnection
    private let readers: ReaderPool?

    private init(path: String, options: DatabaseOptions, writer: QueuedConnection, readers: ReaderPool?) {
        self.path = path
        self.options = options
        self.writer = writer
        self.readers = readers
        self.fullTextSearchAvailable = sqlite3_compileoption_used("ENABLE_FTS5") != 0
    }

    /// Opens (creating when missing, unless read-only) the database file at `file`. An existing
    /// empty file is refused (`emptyFile`): it is a truncated library, not a new one.
    public static func open(at file: URL, options: DatabaseOptions) throws(DatabaseError) -> Database {
        let path = file.path
        // SQLite would take an empty file for a new database; one that exists was truncated.
        // `stat` itself: FileManager's attributes also look up the file's owner and group by
        // name, which reads /etc/passwd and /etc/group, and waits for any library another
        // thread is loading meanwhile (the HTTP client's, during a sync).
        var status = stat()
        if stat(path, &status) == 0, status.st_size == 0 {
            throw .emptyFile(path: path)
        }
        let writerConnection = try DatabaseConnection.open(
            path: path, readOnly: options.readOnly, inMemory: false, options: options)
        let writer = QueuedConnection(connection: writerConnection, label: "tidings.database.writer")
        var readers: [PooledReader] = []
        for _ in 0..<max(options.readerCount, 0) {
            let connection = try DatabaseConnection.open(
                path: path, readOnly: true, inMemory: false, options: options)
            readers.append(PooledReader(connection: connection))
        }
        return Database(
            path: path, options: options, writer: writer,
            readers: readers.isEmpty ? nil : ReaderPool(readers: readers))
    }

    /// Opens a private in-memory database (for tests). It has one connection, so
    /// `readerCount` is ignored, and it is always writable, so `readOnly` is too.
    public static func openInMemory(options: DatabaseOptions) throws(DatabaseError) -> Database {
        var effective = options
        effective.readerCount = 0
        effective.readOnly = false
        let connection = try DatabaseConnection.open(
            path: ":memory:", readOnly: false, inMemory: true, options: effective)
        let writer = QueuedConnection(connection: connection, label: "tidings.database.memory")
        return Database(path: ":memory:", options: effective, writer: writer, readers: nil)
    }

    /// The version of the SQLite library in use, such as `3.40.1`.
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    // MARK: Reading and writing

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT` on the writer; rolls back when it throws
    /// (and rethrows that error). Waits up to the busy timeout for another process's lock,
    /// then fails with `DatabaseError.busy`.
    public func write<T: Sendable>(_ body: sending (DatabaseConnection) throws -> T) async throws -> T {
        guard !options.readOnly else {
            throw DatabaseError.readOnly(path: path, message: "the database was opened with readOnly")
        }
        return try await writer.transaction(immediate: true, body)
    }

    /// Runs `body` on a reader (a pooled read-only connection when there is a pool, else the
    /// writer) inside a deferred transaction, so all its queries see one snapshot. Statements
    /// that would change the database fail with `DatabaseError.readOnly`. With a pool, reads
    /// never wait behind the writer's transactions (WAL).
    public func read<T: Sendable>(_ body: sending (DatabaseConnection) throws -> T) async throws -> T {
        guard let readers else { return try await writer.transaction(immediate: false, body) }
        // Pooled readers run on the cooperative pool, and a free reader is taken without
        // suspending; yielding first makes every read a scheduling point, so a loop of reads
        // cannot hold a thread and starve other tasks (the writer's among them).
        await Task.yield()
        let index = await readers.checkOut()
        defer { readers.checkIn(index) }
        return try await readers.reader(index).transaction(immediate: false, body)
    }

    /// Runs `body` as one write unit of work with `attached` readable under its name, attached
    /// before the transaction begins and detached after it ends however it ends. With `.rollBack`
    /// nothing the body wrote is kept: a dry run gets the result of the real work, changing
    /// nothing.
    public func unitOfWork<T: Sendable>(
        attaching attached: AttachedDatabase?, ending: UnitOfWorkEnding,
        _ body: sending (UnitOfWork) throws -> T
    ) async throws -> T {
        guard !options.readOnly else {
            throw DatabaseError.readOnly(path: path, message: "the database was opened with readOnly")
        }
        if let attached, !attached.hasValidName {
            throw DatabaseError.misuse(message: "'\(attached.name)' cannot name an attached database")
        }
        return try await writer.attachedTransaction(attached, ending: ending) { connection in
            try body(UnitOfWork(connection))
        }
    }

    // MARK: Schemas

    /// Applies the schema's pending migrations in order, each in its own transaction with its
    /// version bump. A failing migration rolls back and throws `migrationFailed` naming the
    /// schema and version; a file holding a newer version throws `schemaNewerThanCode`.
    public func migrate(_ schema: DatabaseSchema) async throws(DatabaseError) {
        try SchemaMigrator.validate(schema)
        let readOnly = options.readOnly
        let path = path
        try await writer.perform { connection throws(DatabaseError) in
            let stored = try SchemaMigrator.storedVersion(of: schema.name, on: connection)
            guard stored <= schema.latestVersion else {
                throw .schemaNewerThanCode(
                    schema: schema.name, storedVersion: stored, knownVersion: schema.latestVersion)
            }
            guard stored < schema.latestVersion else { return }
            guard !readOnly else {
                throw .readOnly(
                    path: path,
                    message: "migration \(stored + 1) of the \(schema.name) schema is pending, "
                        + "and a read-only database cannot be migrated")
            }
            for migration in schema.migrations where migration.version > stored {
                try SchemaMigrator.apply(migration, of: schema, on: connection)
            }
        }
    }

    /// Applies several schemas in order. When `PRAGMA user_version` already equals the sum of
    /// their latest versions, nothing is read beyond that one pragma.
    public func migrate(_ schemas: [DatabaseSchema]) async throws(DatabaseError) {
        let expected = schemas.reduce(0) { $0 + $1.latestVersion }
        if try await userVersion() == expected { return }
        for schema in schemas { try await migrate(schema) }
    }

    /// The version of the schema `name` stored in the file; 0 when it was never migrated.
    public func schemaVersion(of name: String) async throws(DatabaseError) -> Int {
        try await writer.perform { connection throws(DatabaseError) in
            try SchemaMigrator.storedVersion(of: name, on: connection)
        }
    }

    /// `PRAGMA user_version`, which migrations keep equal to the sum of all schema versions.
    public func userVersion() async throws(DatabaseError) -> Int {
        try await writer.perform { connection throws(DatabaseError) in
            try SchemaMigrator.userVersion(on: connection)
        }
    }

    // MARK: Maintenance

    /// Runs `PRAGMA integrity_check`; the problems it lists, or an empty array when it says ok.
    public func integrityCheck() async throws(DatabaseError) -> [String] {
        let lines = try await onMaintenanceConnection { connection throws(DatabaseError) in
            try connection.query("PRAGMA integrity_check") { row throws(DatabaseError) in try row.string(0) }
        }
        return lines == ["ok"] ? [] : lines
    }

    /// Copies the database, while it stays in use, into `file` with SQLite's online backup,
    /// replacing that file's contents.
    public func backup(to file: URL) async throws(DatabaseError) {
        let destination = file.path
        try await onMaintenanceConnection { connection throws(DatabaseError) in
            try DatabaseBackup.copy(from: connection, to: destination)
        }
    }

    /// Throws `fullTextSearchUnavailable` when this SQLite lacks FTS5.
    public func requireFullTextSearch() throws(DatabaseError) {
        guard fullTextSearchAvailable else {
            throw .fullTextSearchUnavailable(
                message: "SQLite \(Self.sqliteVersion) was compiled without SQLITE_ENABLE_FTS5")
        }
    }

    /// Runs long read-only work (an integrity check, a backup) on a connection of its own, on
    /// a dispatch queue of its own, so it neither holds up the writer nor occupies a
    /// cooperative thread. An in-memory database has only its writer.
    private func onMaintenanceConnection<T: Sendable>(
        _ body: sending (DatabaseConnection) throws(DatabaseError) -> T
    ) async throws(DatabaseError) -> T {
        guard path != ":memory:" else { return try await writer.perform(body) }
        let connection = try DatabaseConnection.open(
            path: path, readOnly: true, inMemory: false, options: options)
        let maintenance = QueuedConnection(connection: connection, label: "tidings.database.maintenance")
        return try await maintenance.perform(body)
    }
}

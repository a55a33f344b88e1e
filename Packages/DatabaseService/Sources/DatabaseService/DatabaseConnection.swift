import CSQLite

/// One SQLite connection, handed to the closures of `Database.read` and `Database.write`.
///
/// It never escapes those closures: each connection belongs to one serial executor, and only
/// the closure running there may use it. Statements are prepared once per connection and
/// cached by their SQL text; arguments are bound by position (`?`) and typed.
public final class DatabaseConnection {
    let handle: OpaquePointer
    /// The file this connection reads, as given to `Database.open`.
    public let path: String
    /// Whether SQLite opened the connection read-only.
    public let isReadOnly: Bool
    let busyTimeoutMilliseconds: Int
    private var cache: StatementCache
    /// Set while a `read` closure runs on a writable connection: statements that would change
    /// the database are refused, as they are on a read-only connection.
    var refusesWrites = false

    private init(handle: OpaquePointer, path: String, isReadOnly: Bool, options: DatabaseOptions) {
        self.handle = handle
        self.path = path
        self.isReadOnly = isReadOnly
        self.busyTimeoutMilliseconds = options.busyTimeoutMilliseconds
        self.cache = StatementCache(capacity: options.statementCacheCapacity)
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Opens a connection with extended result codes, the busy timeout and foreign keys on.
    /// A writable file connection switches the file to WAL with `synchronous=NORMAL`.
    static func open(path: String, readOnly: Bool, inMemory: Bool, options: DatabaseOptions)
        throws(DatabaseError) -> DatabaseConnection
    {
        // URIs let a unit of work attach another file read-only (`AttachedDatabase`); a library
        // path is always absolute, so it is never taken for one.
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_URI
        flags |= readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        _ = processSettings
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let handle = opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw DatabaseError(
                code: code, message: message, path: path,
                busyTimeoutMilliseconds: options.busyTimeoutMilliseconds, phase: .open)
        }
        sqlite3_extended_result_codes(handle, 1)
        let registered = RegularExpressionFunction.register(on: handle)
        guard registered == SQLITE_OK else {
            sqlite3_close_v2(handle)
            throw DatabaseError(
                code: registered, message: "the regexp function could not be registered", path: path,
                busyTimeoutMilliseconds: options.busyTimeoutMilliseconds, phase: .open)
        }
        sqlite3_busy_timeout(handle, Int32(clamping: options.busyTimeoutMilliseconds))
        let connection = DatabaseConnection(
            handle: handle, path: path, isReadOnly: readOnly, options: options)
        // A negative cache_size is in KiB rather than pages.
        let cache = "PRAGMA cache_size = -\(max(1, options.pageCacheBytes / 1024));"
        if readOnly || inMemory {
            // Reading the header now reports a file that is no database at once.
            try connection.executeScript("PRAGMA foreign_keys = ON; \(cache) PRAGMA schema_version;")
        } else {
            try connection.executeScript(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; \(cache)")
        }
        return connection
    }

    /// Bytes of one statement's journal kept in memory (SQLite's default is 64 KiB). An insert
    /// into `articles` changes a page of the table, one of each index and those of its triggers;
    /// when index pages split, one such statement passed 64 KiB, and from then on every statement
    /// of that transaction wrote its journal to a temporary file: 19,000 writes in a first sync
    /// of 5,000 articles. A statement journal lasts one statement, so this bounds the memory.
    static let statementJournalMemoryBytes: Int32 = 128 * 1024

    /// Set once, before the first connection opens (and so initializes SQLite): statement
    /// journals in memory up to `statementJournalMemoryBytes`, and no count of SQLite's memory,
    /// which nothing here reads and which takes a global lock around every allocation SQLite
    /// makes and frees.
    private static let processSettings: Void = {
        _ = tidings_sqlite_statement_journal_spill(statementJournalMemoryBytes)
        _ = tidings_sqlite_memory_statistics(0)
    }()

    // MARK: Running statements

    /// Runs one statement with `arguments` bound to its `?` parameters, discarding any rows.
    /// SQL holding more than one statement is refused (use `executeScript`).
    public func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws(DatabaseError)
    {
        try run(sql, arguments, limit: nil) { _ throws(DatabaseError) in }
    }

    /// Runs every statement in `sql` in order, without arguments and without caching them
    /// (for schema scripts and migrations).
    public func executeScript(_ sql: String) throws(DatabaseError) {
        var failure: DatabaseError?
        sql.withCString { start in
            var cursor: UnsafePointer<CChar>? = start
            while let current = cursor, current.pointee != 0 {
                var compiled: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, current, -1, &compiled, &tail)
                guard code == SQLITE_OK else {
                    failure = error(code, phase: .prepare)
                    return
                }
                cursor = tail
                guard let compiled else { continue }  // only whitespace or a comment
                defer { sqlite3_finalize(compiled) }
                if refusesWrites && sqlite3_stmt_readonly(compiled) == 0 {
                    failure = writeRefused()
                    return
                }
                var result = sqlite3_step(compiled)
                while result == SQLITE_ROW { result = sqlite3_step(compiled) }
                guard result == SQLITE_DONE else {
                    failure = error(result, phase: .step)
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// Runs a query and maps each row with `row`, which may read the row only while it runs.
    public func query<T>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [],
        _ row: (DatabaseRow) throws(DatabaseError) -> T
    ) throws(DatabaseError) -> [T] {
        var results: [T] = []
        try run(sql, arguments, limit: nil) { current throws(DatabaseError) in
            results.append(try row(current))
        }
        return results
    }

    /// The first row of a query, mapped with `row`, or nil when it returns no row.
    public func queryFirst<T>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [],
        _ row: (DatabaseRow) throws(DatabaseError) -> T
    ) throws(DatabaseError) -> T? {
        var result: T?
        try run(sql, arguments, limit: 1) { current throws(DatabaseError) in
            result = try row(current)
        }
        return result
    }

    /// The first column of the first row, or `.null` when the query returns no row.
    public func scalar(_ sql: String, _ arguments: [any DatabaseValueConvertible] = [])
        throws(DatabaseError) -> DatabaseValue
    {
        try queryFirst(sql, arguments) { row throws(DatabaseError) in try row.value(0) } ?? .null
    }

    /// The detail lines of SQLite's plan for `sql` (`EXPLAIN QUERY PLAN`), such as
    /// `SEARCH items USING INTEGER PRIMARY KEY (rowid=?)`, in order.
    public func explainQueryPlan(_ sql: String, _ arguments: [any DatabaseValueConvertible] = [])
        throws(DatabaseError) -> [String]
    {
        try query("EXPLAIN QUERY PLAN " + sql, arguments) { row throws(DatabaseError) in try row.string(3) }
    }

    // MARK: State

    /// The rowid of the last row inserted through this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Whether a transaction is open.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Prepared statements held in this connection's cache now.
    public var cachedStatementCount: Int { cache.count }

    /// Statements compiled into the cache so far; running cached SQL again does not add one.
    public var statementCompilations: Int { cache.compilations }

    // MARK: Internals

    /// Steps one cached statement, handing each row (at most `limit`) to `body`.
    private func run(
        _ sql: String, _ arguments: [any DatabaseValueConvertible], limit: Int?,
        _ body: (DatabaseRow) throws(DatabaseError) -> Void
    ) throws(DatabaseError) {
        let statement = try acquire(sql)
        defer {
            statement.reset()
            statement.isInUse = false
        }
        let (code, misuse) = statement.bind(arguments)
        if let misuse { throw .misuse(message: misuse) }
        guard code == SQLITE_OK else { throw error(code, phase: .prepare) }
        if refusesWrites && !statement.isReadOnly { throw writeRefused() }
        var delivered = 0
        while true {
            let result = sqlite3_step(statement.handle)
            if result == SQLITE_DONE { return }
            guard result == SQLITE_ROW else { throw error(result, phase: .step) }
            try body(DatabaseRow(statement: statement))
            delivered += 1
            if let limit, delivered >= limit { return }
        }
    }

    /// The cached statement for `sql`, or a newly compiled one (cached unless the cached one
    /// is being stepped by an enclosing query).
    private func acquire(_ sql: String) throws(DatabaseError) -> PreparedStatement {
        let cached = cache.statement(for: sql)
        if let cached, !cached.isInUse {
            cached.isInUse = true
            return cached
        }
        let statement = try compile(sql)
        if cached == nil { cache.insert(statement) }
        statement.isInUse = true
        return statement
    }

    /// Compiles exactly one statement; SQL holding a second one is refused.
    private func compile(_ sql: String) throws(DatabaseError) -> PreparedStatement {
        var compiled: OpaquePointer?
        var extra = false
        let code = sql.withCString { start in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(
                handle, start, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &compiled, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                var second: OpaquePointer?
                if sqlite3_prepare_v2(handle, tail, -1, &second, nil) != SQLITE_OK || second != nil {
                    extra = true
                }
                sqlite3_finalize(second)
            }
            return code
        }
        guard code == SQLITE_OK else { throw error(code, phase: .prepare) }
        guard let compiled else { throw .misuse(message: "the SQL holds no statement: \(sql)") }
        if extra {
            sqlite3_finalize(compiled)
            throw .misuse(
                message: "execute and query run one statement; use executeScript for several: \(sql)")
        }
        return PreparedStatement(handle: compiled, sql: sql)
    }

    /// The error SQLite reports for `code` on this connection.
    func error(_ code: Int32, phase: SQLitePhase) -> DatabaseError {
        let message = String(cString: sqlite3_errmsg(handle))
        let extended = sqlite3_extended_errcode(handle)
        return DatabaseError(
            code: (extended & 0xFF) == (code & 0xFF) ? extended : code, message: message, path: path,
            busyTimeoutMilliseconds: busyTimeoutMilliseconds, phase: phase)
    }

    private func writeRefused() -> DatabaseError {
        .readOnly(path: path, message: "a read closure cannot change the database; use Database.write")
    }
}

/// A connection's prepared statements, keyed by SQL text, with least-recently-used eviction.
struct StatementCache {
    let capacity: Int
    private var statements: [String: PreparedStatement] = [:]
    private var clock: UInt64 = 0
    /// How many statements were compiled for the cache over its lifetime.
    private(set) var compilations = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    var count: Int { statements.count }

    /// The cached statement for `sql`, marked as used now.
    mutating func statement(for sql: String) -> PreparedStatement? {
        guard let statement = statements[sql] else { return nil }
        clock += 1
        statement.lastUse = clock
        return statement
    }

    /// Keeps `statement`, finalizing the least recently used one when the cache is full.
    mutating func insert(_ statement: PreparedStatement) {
        if statements.count >= capacity,
            let oldest = statements.values.filter({ !$0.isInUse }).min(by: { $0.lastUse < $1.lastUse })
        {
            statements[oldest.sql] = nil
        }
        clock += 1
        compilations += 1
        statement.lastUse = clock
        statements[statement.sql] = statement
    }

    /// Finalizes every statement (their `deinit` calls `sqlite3_finalize`).
    mutating func removeAll() {
        statements.removeAll()
    }
}

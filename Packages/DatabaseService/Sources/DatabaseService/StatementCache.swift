import UnicodeTextService

/// A connection's prepared statements, keyed by SQL text, with least-recently-used eviction.
///
/// It is asked for a statement every time one runs, and SQL runs to hundreds of bytes: a
/// `[String: PreparedStatement]` hashed all of it at every run (3 % of a first sync's
/// instructions, 26,000 lookups). Statements are found instead by a key made of the text's
/// length and its first and last `sampledBytes` bytes, and compared whole with the few that
/// share it.
struct StatementCache {
    let capacity: Int
    private var statements: [UInt64: [PreparedStatement]] = [:]
    private(set) var count = 0
    private var clock: UInt64 = 0
    /// How many statements were compiled for the cache over its lifetime.
    private(set) var compilations = 0

    /// How many bytes of each end of the SQL the key reads.
    static let sampledBytes = 32

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// The cached statement for `sql`, marked as used now.
    mutating func statement(for sql: String) -> PreparedStatement? {
        guard let statement = statements[Self.key(sql)]?.first(where: { $0.sql == sql }) else { return nil }
        clock += 1
        statement.lastUse = clock
        return statement
    }

    /// Keeps `statement`, finalizing the least recently used one when the cache is full.
    mutating func insert(_ statement: PreparedStatement) {
        if count >= capacity,
            let oldest = statements.values.joined().filter({ !$0.isInUse }).min(by: {
                $0.lastUse < $1.lastUse
            })
        {
            remove(oldest)
        }
        clock += 1
        compilations += 1
        statement.lastUse = clock
        statements[Self.key(statement.sql), default: []].append(statement)
        count += 1
    }

    /// Finalizes every statement (their `deinit` calls `sqlite3_finalize`).
    mutating func removeAll() {
        statements.removeAll()
        count = 0
    }

    private mutating func remove(_ statement: PreparedStatement) {
        let key = Self.key(statement.sql)
        statements[key]?.removeAll { $0 === statement }
        if statements[key]?.isEmpty == true { statements[key] = nil }
        count -= 1
    }

    /// The text's length and its first and last `sampledBytes` bytes, mixed (FNV-1a): the same
    /// for the same text; texts that differ only in their middle share it.
    static func key(_ sql: String) -> UInt64 {
        // `withUTF8` reads the text in place (it copies only a text not stored as UTF-8).
        var text = sql
        return text.withUTF8 { bytes in
            var hash = StableHash(start: StableHash.offsetBasis ^ UInt64(bytes.count))
            hash.mix(UnsafeBufferPointer(rebasing: bytes.prefix(sampledBytes)))
            hash.mix(UnsafeBufferPointer(rebasing: bytes.suffix(sampledBytes)))
            return hash.value
        }
    }
}

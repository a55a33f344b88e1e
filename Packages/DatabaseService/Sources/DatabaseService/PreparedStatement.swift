import CSQLite

/// One compiled statement, owned by one connection and finalized with it.
final class PreparedStatement {
    let handle: OpaquePointer
    let sql: String
    /// Whether a caller is stepping it now; a nested use of the same SQL gets a fresh one.
    var isInUse = false
    /// When it was last handed out, for the cache's least-recently-used eviction.
    var lastUse: UInt64 = 0
    let columnCount: Int
    private var indexByName: [String: Int]?

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
        self.columnCount = Int(sqlite3_column_count(handle))
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Whether the statement leaves the database unchanged (SELECT, most PRAGMAs).
    var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    /// The column's name as the statement reports it (its alias when there is one).
    func columnName(_ index: Int) -> String {
        guard let name = sqlite3_column_name(handle, Int32(index)) else { return "#\(index)" }
        return String(cString: name)
    }

    /// The index of the column named `name` (case-insensitively, as SQL names are).
    func columnIndex(named name: String) -> Int? {
        if indexByName == nil {
            var map: [String: Int] = [:]
            for index in 0..<columnCount {
                let key = columnName(index).lowercased()
                if map[key] == nil { map[key] = index }
            }
            indexByName = map
        }
        return indexByName?[name.lowercased()]
    }

    /// Binds `arguments` to the statement's parameters, in order; returns the SQLite result.
    func bind(_ arguments: [any DatabaseValueConvertible]) -> (code: Int32, misuse: String?) {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == arguments.count else {
            return (
                SQLITE_MISUSE,
                "the statement has \(expected) parameters but \(arguments.count) arguments were given: \(sql)"
            )
        }
        for (offset, argument) in arguments.enumerated() {
            let code = bind(argument.databaseValue, at: Int32(offset + 1))
            if code != SQLITE_OK { return (code, nil) }
        }
        return (SQLITE_OK, nil)
    }

    private func bind(_ value: DatabaseValue, at position: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, position)
        case .integer(let number):
            return sqlite3_bind_int64(handle, position, number)
        case .real(let number):
            return sqlite3_bind_double(handle, position, number)
        case .text(let text):
            // An empty buffer may have no address; '' must not become NULL.
            if text.isEmpty { return sqlite3_bind_text(handle, position, "", 0, tidings_sqlite_transient()) }
            var text = text
            return text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    sqlite3_bind_text64(
                        handle, position, characters.baseAddress, UInt64(characters.count),
                        tidings_sqlite_transient(), UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            if bytes.isEmpty { return sqlite3_bind_zeroblob(handle, position, 0) }
            return bytes.withUnsafeBytes { raw in
                sqlite3_bind_blob64(
                    handle, position, raw.baseAddress, UInt64(raw.count), tidings_sqlite_transient())
            }
        }
    }

    /// Makes the statement ready for its next use.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}

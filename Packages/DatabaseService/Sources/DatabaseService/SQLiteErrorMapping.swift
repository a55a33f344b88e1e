import CSQLite

/// Where an SQLite call failed; full-text query errors surface only while stepping.
enum SQLitePhase {
    case open
    case prepare
    case step
}

extension DatabaseError {
    /// Classifies one SQLite failure by its (extended) result code and message.
    init(code: Int32, message: String, path: String, busyTimeoutMilliseconds: Int, phase: SQLitePhase) {
        let primary = code & 0xFF
        switch primary {
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .busy(
                path: path, code: code, message: message, timeoutMilliseconds: busyTimeoutMilliseconds)
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            self = .corrupt(path: path, code: code, message: message)
        case SQLITE_CANTOPEN, SQLITE_PERM:
            self = .cannotOpen(path: path, code: code, message: message)
        case SQLITE_CONSTRAINT:
            self = .constraint(code: code, message: message)
        case SQLITE_READONLY:
            self = .readOnly(path: path, message: message)
        case SQLITE_MISUSE:
            self = .misuse(message: "\(message) (SQLite code \(code))")
        case SQLITE_ERROR where message.hasPrefix("no such module: fts5"):
            self = .fullTextSearchUnavailable(message: message)
        case SQLITE_ERROR where phase == .step && Self.isFullTextQueryMessage(message):
            self = .fullTextSearchSyntax(message: message)
        default:
            self = .sqlite(code: code, message: message)
        }
    }

    /// FTS5 reports a bad MATCH expression while stepping: a syntax error, an unterminated
    /// string, or a column filter naming no column (ordinary SQL reports that at prepare time).
    private static func isFullTextQueryMessage(_ message: String) -> Bool {
        message.hasPrefix("fts5: syntax error") || message == "unterminated string"
            || message.hasPrefix("no such column:")
    }
}

extension DatabaseError {
    /// Classifies a failure SQLite reported while running a statement on the file at `path`,
    /// as this package does for its own calls (for adapters, and for tests of the mapping).
    public init(sqliteCode: Int32, message: String, path: String = "", busyTimeoutMilliseconds: Int = 0) {
        self.init(
            code: sqliteCode, message: message, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
            phase: .step)
    }
}

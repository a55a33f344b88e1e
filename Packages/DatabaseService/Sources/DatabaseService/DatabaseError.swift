/// Why a database operation failed. Cases that come from SQLite carry its extended result
/// code and its own message; every description says what went wrong and what to do.
public enum DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another connection or process held the lock for the whole busy timeout.
    case busy(path: String, code: Int32, message: String, timeoutMilliseconds: Int)
    /// The file is damaged or is not an SQLite database at all.
    case corrupt(path: String, code: Int32, message: String)
    /// The file could not be opened or created.
    case cannotOpen(path: String, code: Int32, message: String)
    /// The file exists but holds nothing: a truncated library, never taken for a new one.
    case emptyFile(path: String)
    /// A UNIQUE, NOT NULL, CHECK, PRIMARY KEY or FOREIGN KEY constraint failed.
    case constraint(code: Int32, message: String)
    /// A write was attempted on a database or connection that is read-only.
    case readOnly(path: String, message: String)
    /// This SQLite library was built without FTS5.
    case fullTextSearchUnavailable(message: String)
    /// A full-text (FTS5 MATCH) query is not valid query syntax.
    case fullTextSearchSyntax(message: String)
    /// The API was used the wrong way (an argument count, a column index, SQLITE_MISUSE).
    case misuse(message: String)
    /// A column read as a non-optional value holds NULL.
    case unexpectedNull(column: String)
    /// The file holds a newer version of a schema than this program knows.
    case schemaNewerThanCode(schema: String, storedVersion: Int, knownVersion: Int)
    /// A migration failed and was rolled back; the schema stays at the version before it.
    indirect case migrationFailed(schema: String, version: Int, cause: DatabaseError)
    /// A statement ran past the time budget it was given (`withTimeBudget`) and was stopped.
    case timeBudgetExceeded(milliseconds: Int)
    /// Any other error SQLite reported.
    case sqlite(code: Int32, message: String)

    /// Whether another connection or process held the lock for the whole busy timeout: trying
    /// again at once would wait as long again.
    public var isBusy: Bool {
        if case .busy = self { true } else { false }
    }

    /// SQLite's extended result code, when SQLite reported the error.
    public var resultCode: Int32? {
        switch self {
        case .busy(_, let code, _, _), .corrupt(_, let code, _), .cannotOpen(_, let code, _),
            .constraint(let code, _), .sqlite(let code, _):
            code
        case .migrationFailed(_, _, let cause):
            cause.resultCode
        default:
            nil
        }
    }

    public var description: String {
        switch self {
        case .busy(let path, let code, let message, let timeout):
            "the database \(path) is locked by another connection or process, and it stayed locked "
                + "for the whole busy timeout of \(timeout) ms (SQLite: \(message), code \(code)); "
                + "close the other program using it, or raise storage.busyTimeoutMilliseconds, "
                + "then try again"
        case .corrupt(let path, let code, let message):
            "the database \(path) is damaged or is not an SQLite database (SQLite: \(message), "
                + "code \(code)); restore it from a backup or move it aside to start afresh"
        case .timeBudgetExceeded(let milliseconds):
            "the query took longer than its time budget of \(milliseconds) ms and was stopped"
        case .emptyFile(let path):
            "the database \(path) is an empty file (0 bytes), not an SQLite database, so it is not "
                + "used as a new library in case it was truncated; restore it from a backup, or delete it "
                + "to start afresh"
        case .cannotOpen(let path, let code, let message):
            "cannot open the database \(path) (SQLite: \(message), code \(code)); check that its "
                + "folder exists and that you may read and write there"
        case .constraint(let code, let message):
            "a database constraint failed (SQLite: \(message), code \(code)); the change was not made"
        case .readOnly(let path, let message):
            "the database \(path) is open read-only, so it cannot be changed (\(message)); open it "
                + "read-write, or check the file's permissions"
        case .fullTextSearchUnavailable(let message):
            "full-text search needs SQLite's FTS5, which this SQLite library lacks (\(message)); "
                + "install an SQLite built with FTS5, such as Debian's libsqlite3-0"
        case .fullTextSearchSyntax(let message):
            "the search query is not valid full-text query syntax (SQLite: \(message)); quote "
                + "words that hold punctuation, e.g. \"c++\""
        case .misuse(let message):
            "the database was used incorrectly: \(message)"
        case .unexpectedNull(let column):
            "the database column \(column) holds NULL where a value was expected; read it as an "
                + "optional value"
        case .schemaNewerThanCode(let schema, let stored, let known):
            "the database holds version \(stored) of the \(schema) schema, but this program knows "
                + "only versions up to \(known); use a newer version of the program"
        case .migrationFailed(let schema, let version, let cause):
            "migration \(version) of the \(schema) schema failed and was rolled back: \(cause)"
        case .sqlite(let code, let message):
            "SQLite reported an error: \(message) (code \(code))"
        }
    }
}

extension DatabaseError {
    /// `error` as the database error it is; anything else a database call throws (it cannot,
    /// short of a bug) becomes `misuse`, with its description.
    public static func caused(by error: any Error) -> DatabaseError {
        (error as? DatabaseError) ?? .misuse(message: "unexpected error: \(error)")
    }
}

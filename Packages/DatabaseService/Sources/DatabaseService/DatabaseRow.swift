import CSQLite
public import FoundationEssentials

/// The current row of a query, handed to the row closure of `DatabaseConnection.query`.
///
/// It reads the statement in place, so it is valid only inside that closure. Columns are
/// read by index (from 0) or by name. A non-optional read of NULL throws
/// `DatabaseError.unexpectedNull`; the `optional…` reads return nil instead. Other values
/// follow SQLite's conversions (reading the text '12' as an integer gives 12).
public struct DatabaseRow {
    let statement: PreparedStatement

    /// The number of columns in the row.
    public var columnCount: Int { statement.columnCount }

    /// The column names, in order (aliases where the query gives them).
    public var columnNames: [String] { (0..<statement.columnCount).map(statement.columnName) }

    /// The index of the column called `name`, compared case-insensitively.
    public func index(of name: String) throws(DatabaseError) -> Int {
        guard let index = statement.columnIndex(named: name) else {
            throw .misuse(message: "the query has no column named \(name): \(statement.sql)")
        }
        return index
    }

    /// Whether the column holds NULL.
    public func isNull(_ index: Int) throws(DatabaseError) -> Bool {
        try type(at: index) == SQLITE_NULL
    }

    /// The column as one of SQLite's storage classes.
    public func value(_ index: Int) throws(DatabaseError) -> DatabaseValue {
        switch try type(at: index) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement.handle, Int32(index)))
        case SQLITE_FLOAT: .real(sqlite3_column_double(statement.handle, Int32(index)))
        case SQLITE_TEXT: .text(text(at: index))
        case SQLITE_BLOB: .blob(bytes(at: index))
        default: .null
        }
    }

    // MARK: Non-optional reads (NULL throws)

    public func int64(_ index: Int) throws(DatabaseError) -> Int64 {
        try requireValue(index)
        return sqlite3_column_int64(statement.handle, Int32(index))
    }

    public func int(_ index: Int) throws(DatabaseError) -> Int {
        Int(try int64(index))
    }

    public func double(_ index: Int) throws(DatabaseError) -> Double {
        try requireValue(index)
        return sqlite3_column_double(statement.handle, Int32(index))
    }

    /// Any non-zero number is true.
    public func bool(_ index: Int) throws(DatabaseError) -> Bool {
        try int64(index) != 0
    }

    public func string(_ index: Int) throws(DatabaseError) -> String {
        try requireValue(index)
        return text(at: index)
    }

    public func blob(_ index: Int) throws(DatabaseError) -> [UInt8] {
        try requireValue(index)
        return bytes(at: index)
    }

    /// A date stored as unix seconds (the way `Date` binds).
    public func date(_ index: Int) throws(DatabaseError) -> Date {
        Date(timeIntervalSince1970: try double(index))
    }

    // MARK: Optional reads (NULL is nil)

    public func optionalInt64(_ index: Int) throws(DatabaseError) -> Int64? {
        try isNull(index) ? nil : try int64(index)
    }

    public func optionalInt(_ index: Int) throws(DatabaseError) -> Int? {
        try isNull(index) ? nil : try int(index)
    }

    public func optionalDouble(_ index: Int) throws(DatabaseError) -> Double? {
        try isNull(index) ? nil : try double(index)
    }

    public func optionalBool(_ index: Int) throws(DatabaseError) -> Bool? {
        try isNull(index) ? nil : try bool(index)
    }

    public func optionalString(_ index: Int) throws(DatabaseError) -> String? {
        try isNull(index) ? nil : try string(index)
    }

    public func optionalBlob(_ index: Int) throws(DatabaseError) -> [UInt8]? {
        try isNull(index) ? nil : try blob(index)
    }

    public func optionalDate(_ index: Int) throws(DatabaseError) -> Date? {
        try isNull(index) ? nil : try date(index)
    }

    // MARK: Reads by column name

    public func int64(_ name: String) throws(DatabaseError) -> Int64 { try int64(index(of: name)) }
    public func int(_ name: String) throws(DatabaseError) -> Int { try int(index(of: name)) }
    public func double(_ name: String) throws(DatabaseError) -> Double { try double(index(of: name)) }
    public func bool(_ name: String) throws(DatabaseError) -> Bool { try bool(index(of: name)) }
    public func string(_ name: String) throws(DatabaseError) -> String { try string(index(of: name)) }
    public func blob(_ name: String) throws(DatabaseError) -> [UInt8] { try blob(index(of: name)) }
    public func date(_ name: String) throws(DatabaseError) -> Date { try date(index(of: name)) }
    public func isNull(_ name: String) throws(DatabaseError) -> Bool { try isNull(index(of: name)) }
    public func optionalInt64(_ name: String) throws(DatabaseError) -> Int64? {
        try optionalInt64(index(of: name))
    }
    public func optionalString(_ name: String) throws(DatabaseError) -> String? {
        try optionalString(index(of: name))
    }
    public func optionalDate(_ name: String) throws(DatabaseError) -> Date? {
        try optionalDate(index(of: name))
    }

    // MARK: Reading the statement

    private func type(at index: Int) throws(DatabaseError) -> Int32 {
        guard index >= 0, index < statement.columnCount else {
            throw .misuse(
                message: "column \(index) is out of range; the query has \(statement.columnCount) columns: "
                    + statement.sql)
        }
        return sqlite3_column_type(statement.handle, Int32(index))
    }

    private func requireValue(_ index: Int) throws(DatabaseError) {
        if try type(at: index) == SQLITE_NULL {
            throw .unexpectedNull(column: statement.columnName(index))
        }
    }

    private func text(at index: Int) -> String {
        guard let characters = sqlite3_column_text(statement.handle, Int32(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(statement.handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    private func bytes(at index: Int) -> [UInt8] {
        guard let start = sqlite3_column_blob(statement.handle, Int32(index)) else { return [] }
        let count = Int(sqlite3_column_bytes(statement.handle, Int32(index)))
        return [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    }
}

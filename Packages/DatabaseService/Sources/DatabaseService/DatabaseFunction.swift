import CSQLite

/// A deterministic scalar SQL function written in Swift, defined on one connection with
/// `DatabaseConnection.define`. It lets one statement read rows, compute a value from them in
/// Swift and write it, holding no row past its turn: the search index's catch-up derives each
/// article's search text this way.
public struct DatabaseFunction: Sendable {
    /// The name SQL calls it by.
    public let name: String
    /// How many arguments it takes.
    public let argumentCount: Int
    /// The value for one call's arguments. It must be deterministic and must not use the
    /// database.
    public let body: @Sendable ([DatabaseValue]) -> DatabaseValue

    public init(
        name: String, argumentCount: Int, body: @escaping @Sendable ([DatabaseValue]) -> DatabaseValue
    ) {
        self.name = name
        self.argumentCount = argumentCount
        self.body = body
    }
}

extension DatabaseConnection {
    /// Makes `function` callable from SQL on this connection, replacing any function of the
    /// same name and argument count.
    public func define(_ function: DatabaseFunction) throws(DatabaseError) {
        let box = Unmanaged.passRetained(FunctionBox(function.body)).toOpaque()
        // SQLite releases the box through the destructor when the function is replaced, when
        // the connection closes, and when this call fails.
        let code = sqlite3_create_function_v2(
            handle, function.name, Int32(clamping: function.argumentCount),
            SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, count, arguments in
                guard let context, let box = sqlite3_user_data(context) else { return }
                let body = Unmanaged<FunctionBox>.fromOpaque(box).takeUnretainedValue().body
                let values = (0..<Int(count)).map { FunctionBox.value(arguments?[$0]) }
                FunctionBox.setResult(body(values), on: context)
            }, nil, nil,
            { box in
                guard let box else { return }
                Unmanaged<FunctionBox>.fromOpaque(box).release()
            })
        guard code == SQLITE_OK else {
            throw DatabaseError(
                code: code, message: "the SQL function \(function.name) could not be defined", path: path,
                busyTimeoutMilliseconds: busyTimeoutMilliseconds, phase: .prepare)
        }
    }
}

/// A function's body as SQLite holds it, with the conversions between SQLite's values and ours.
private final class FunctionBox {
    let body: @Sendable ([DatabaseValue]) -> DatabaseValue

    init(_ body: @escaping @Sendable ([DatabaseValue]) -> DatabaseValue) {
        self.body = body
    }

    static func value(_ argument: OpaquePointer?) -> DatabaseValue {
        guard let argument else { return .null }
        switch sqlite3_value_type(argument) {
        case SQLITE_INTEGER: return .integer(sqlite3_value_int64(argument))
        case SQLITE_FLOAT: return .real(sqlite3_value_double(argument))
        case SQLITE_TEXT:
            guard let characters = sqlite3_value_text(argument) else { return .text("") }
            let count = Int(sqlite3_value_bytes(argument))
            return .text(
                String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(argument))
            guard let bytes = sqlite3_value_blob(argument), count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    static func setResult(_ value: DatabaseValue, on context: OpaquePointer) {
        switch value {
        case .null: sqlite3_result_null(context)
        case .integer(let number): sqlite3_result_int64(context, number)
        case .real(let number): sqlite3_result_double(context, number)
        case .text(let text):
            text.withCString { characters in
                sqlite3_result_text64(
                    context, characters, sqlite3_uint64(text.utf8.count), tidings_sqlite_transient(),
                    UInt8(SQLITE_UTF8))
            }
        case .blob(let bytes):
            guard !bytes.isEmpty else { return sqlite3_result_zeroblob(context, 0) }
            bytes.withUnsafeBytes { buffer in
                sqlite3_result_blob64(
                    context, buffer.baseAddress, sqlite3_uint64(buffer.count), tidings_sqlite_transient())
            }
        }
    }
}

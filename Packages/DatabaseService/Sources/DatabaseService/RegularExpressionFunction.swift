import CSQLite
import RegexService

/// The SQL functions `regexp(pattern, text)`, which also gives SQLite's `text REGEXP pattern`,
/// and `iregexp(pattern, text)`, its form without regard to letter case: 1 when the POSIX
/// extended regular expression `pattern` (`ExtendedRegex`, as newsboat's filters read one)
/// matches anywhere in `text`, else 0. A NULL text does not match; a pattern that is not one
/// is an error naming why.
///
/// The pattern is compiled once per statement (SQLite keeps it as the argument's auxiliary
/// data), and the row's text is matched where SQLite holds it, never copied into a `String`.
enum RegularExpressionFunction {
    /// Makes `regexp` and `iregexp` available on `handle`; the first failing SQLite code, or
    /// `SQLITE_OK`.
    static func register(on handle: OpaquePointer) -> Int32 {
        let sensitive = register("regexp", ignoringCase: false, on: handle)
        guard sensitive == SQLITE_OK else { return sensitive }
        return register("iregexp", ignoringCase: true, on: handle)
    }

    private static func register(_ name: String, ignoringCase: Bool, on handle: OpaquePointer) -> Int32 {
        // The flag travels as the function's user data: a null pointer or any non-null one.
        let flag = ignoringCase ? UnsafeMutableRawPointer(bitPattern: 1) : nil
        return sqlite3_create_function_v2(
            handle, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, flag,
            { context, _, arguments in
                guard let context, let arguments, let patternValue = arguments[0] else { return }
                let expression: ExtendedRegex
                if let saved = sqlite3_get_auxdata(context, 0) {
                    expression = Unmanaged<ExtendedRegex>.fromOpaque(saved).takeUnretainedValue()
                } else {
                    let pattern = sqlite3_value_text(patternValue).map { String(cString: $0) } ?? ""
                    do throws(RegexError) {
                        expression = try ExtendedRegex(
                            pattern, ignoringCase: sqlite3_user_data(context) != nil)
                    } catch {
                        sqlite3_result_error(context, error.description, -1)
                        return
                    }
                    sqlite3_set_auxdata(context, 0, Unmanaged.passRetained(expression).toOpaque()) { saved in
                        guard let saved else { return }
                        Unmanaged<ExtendedRegex>.fromOpaque(saved).release()
                    }
                }
                guard let textValue = arguments[1], let bytes = sqlite3_value_text(textValue) else {
                    sqlite3_result_int(context, 0)
                    return
                }
                let count = Int(sqlite3_value_bytes(textValue))
                let found = expression.matches(UnsafeBufferPointer(start: bytes, count: count))
                sqlite3_result_int(context, found ? 1 : 0)
            }, nil, nil, nil)
    }
}

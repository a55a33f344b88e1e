import CSQLite
import Foundation

/// The SQL function `regexp(pattern, text)`, which also gives SQLite's `text REGEXP pattern`:
/// 1 when the ICU regular expression `pattern` (as `NSRegularExpression` reads it) finds a match
/// anywhere in `text`, else 0. A NULL text does not match. A leading `(?i)` ignores letter case.
///
/// The pattern is compiled once per statement (SQLite keeps it as the argument's auxiliary
/// data). A pattern without any special character, in ASCII, is searched for as plain bytes,
/// which saves turning every row's text into a `String`.
enum RegularExpressionFunction {
    /// Makes `regexp` available on `handle`.
    static func register(on handle: OpaquePointer) -> Int32 {
        sqlite3_create_function_v2(
            handle, "regexp", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, arguments in
                guard let context, let arguments, let patternValue = arguments[0] else { return }
                let matcher: RegularExpressionMatcher
                if let saved = sqlite3_get_auxdata(context, 0) {
                    matcher = Unmanaged<RegularExpressionMatcher>.fromOpaque(saved).takeUnretainedValue()
                } else {
                    guard let text = sqlite3_value_text(patternValue),
                        let made = RegularExpressionMatcher(pattern: String(cString: text))
                    else {
                        sqlite3_result_error(context, "regexp: the pattern is not a regular expression", -1)
                        return
                    }
                    matcher = made
                    sqlite3_set_auxdata(context, 0, Unmanaged.passRetained(made).toOpaque()) { saved in
                        guard let saved else { return }
                        Unmanaged<RegularExpressionMatcher>.fromOpaque(saved).release()
                    }
                }
                guard let textValue = arguments[1], let bytes = sqlite3_value_text(textValue) else {
                    sqlite3_result_int(context, 0)
                    return
                }
                let count = Int(sqlite3_value_bytes(textValue))
                let found = matcher.matches(UnsafeBufferPointer(start: bytes, count: count))
                sqlite3_result_int(context, found ? 1 : 0)
            }, nil, nil, nil)
    }
}

/// One compiled pattern: plain bytes to find, or an ICU regular expression.
final class RegularExpressionMatcher {
    private enum Kind {
        /// ASCII bytes, lowercased when `ignoringCase`.
        case literal([UInt8], ignoringCase: Bool)
        case expression(NSRegularExpression)
    }

    private let kind: Kind

    init?(pattern: String) {
        let caseless = "(?i)"
        let ignoringCase = pattern.hasPrefix(caseless)
        let body = ignoringCase ? String(pattern.dropFirst(caseless.count)) : pattern
        let special = Set("\\^$.|?*+()[]{}".utf8)
        if body.utf8.allSatisfy({ $0 < 0x80 && !special.contains($0) }) {
            kind = .literal(
                Array(ignoringCase ? body.lowercased().utf8 : body.utf8), ignoringCase: ignoringCase)
        } else {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
            kind = .expression(expression)
        }
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind {
        case .literal(let needle, let ignoringCase):
            return Self.find(needle, in: text, ignoringCase: ignoringCase)
        case .expression(let expression):
            let string = String(decoding: text, as: UTF8.self)
            let range = NSRange(location: 0, length: string.utf16.count)
            return expression.firstMatch(in: string, range: range) != nil
        }
    }

    /// Whether `needle` occurs in `text`, folding ASCII letters in `text` when `ignoringCase`.
    private static func find(_ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, ignoringCase: Bool)
        -> Bool
    {
        guard let first = needle.first else { return true }
        guard text.count >= needle.count else { return false }
        let last = text.count - needle.count
        var start = 0
        while start <= last {
            if fold(text[start], ignoringCase) == first {
                var offset = 1
                while offset < needle.count, fold(text[start + offset], ignoringCase) == needle[offset] {
                    offset += 1
                }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func fold(_ byte: UInt8, _ ignoringCase: Bool) -> UInt8 {
        ignoringCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}

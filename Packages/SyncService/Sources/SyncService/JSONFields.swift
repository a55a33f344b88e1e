import FoundationEssentials
import JSONService
import UnicodeTextService

/// A decoded JSON object whose fields are read leniently, as sync servers write them: numbers
/// arrive as numbers or as strings (TT-RSS's `feed_id`), flags as booleans, numbers or strings,
/// and id lists as arrays or comma-separated strings (Fever's `unread_item_ids`).
struct JSONFields {
    let object: [String: JSONValue]

    init(_ object: [String: JSONValue]) { self.object = object }

    /// The object `value` is, or nil when it is not one.
    init?(_ value: JSONValue?) {
        guard let object = value?.object else { return nil }
        self.object = object
    }

    func int(_ key: String) -> Int64? { Self.int(object[key]) }

    func string(_ key: String) -> String? { Self.string(object[key]) }

    func bool(_ key: String) -> Bool? {
        switch object[key] {
        case .bool(let flag): flag
        case .integer(let number): number != 0
        case .number(let number): number != 0
        case .string(let text): ["1", "true", "t"].contains(text.lowercased())
        default: nil
        }
    }

    func fields(_ key: String) -> JSONFields? { JSONFields(object[key]) }

    func objects(_ key: String) -> [JSONFields]? {
        object[key]?.array.map { $0.compactMap { JSONFields($0) } }
    }

    /// An id list: an array of numbers, or a string of them separated by commas.
    func ids(_ key: String) -> Set<Int64>? {
        switch object[key] {
        case .string(let text):
            Set(text.split(separator: ",").compactMap { Int64(WhiteSpace.trimmingSpaces($0)) })
        case .array(let list):
            Set(list.compactMap(Self.int))
        default:
            nil
        }
    }

    /// Seconds since 1970 as a date.
    func date(_ key: String) -> Date? { Self.date(object[key]) }

    /// An http or https address.
    func webURL(_ key: String) -> URL? { Self.webURL(object[key]) }

    // The same readings of one value, for answers read by `JSONScanner` rather than as a tree.

    /// A string, or a number written as one.
    static func string(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .number(let number): String(number)
        default: nil
        }
    }

    /// Seconds since 1970 as a date.
    static func date(_ value: JSONValue?) -> Date? {
        int(value).flatMap { $0 > 0 ? Date(timeIntervalSince1970: TimeInterval($0)) : nil }
    }

    /// An http or https address.
    static func webURL(_ value: JSONValue?) -> URL? {
        guard let text = string(value).map(WhiteSpace.trimmingSpaces), !text.isEmpty,
            let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else { return nil }
        return url
    }

    /// An integer, or a string of one.
    static func int(_ value: JSONValue?) -> Int64? {
        switch value {
        case .integer(let number): number
        case .number(let number) where number.isFinite && abs(number) < 9e18: Int64(number)
        case .string(let text): Int64(WhiteSpace.trimmingSpaces(text))
        default: nil
        }
    }
}

import Foundation
import UnicodeTextService

/// A decoded JSON object whose fields are read leniently, as sync servers write them: numbers
/// arrive as numbers or as strings (TT-RSS's `feed_id`), flags as booleans, numbers or strings,
/// and id lists as arrays or comma-separated strings (Fever's `unread_item_ids`).
struct JSONFields {
    let object: [String: Any]

    init(_ object: [String: Any]) { self.object = object }

    /// The object `value` is, or nil when it is not one.
    init?(_ value: Any?) {
        guard let object = value as? [String: Any] else { return nil }
        self.object = object
    }

    func int(_ key: String) -> Int64? { Self.int(object[key]) }

    func string(_ key: String) -> String? {
        switch object[key] {
        case let text as String: text
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }

    func bool(_ key: String) -> Bool? {
        switch object[key] {
        case let flag as Bool: flag
        case let number as NSNumber: number.intValue != 0
        case let text as String: ["1", "true", "t"].contains(text.lowercased())
        default: nil
        }
    }

    func fields(_ key: String) -> JSONFields? { JSONFields(object[key]) }

    func objects(_ key: String) -> [JSONFields]? {
        (object[key] as? [Any]).map { $0.compactMap { JSONFields($0) } }
    }

    /// An id list: an array of numbers, or a string of them separated by commas.
    func ids(_ key: String) -> Set<Int64>? {
        switch object[key] {
        case let text as String:
            Set(text.split(separator: ",").compactMap { Int64(WhiteSpace.trimmingSpaces($0)) })
        case let list as [Any]:
            Set(list.compactMap(Self.int))
        default:
            nil
        }
    }

    /// Seconds since 1970 as a date.
    func date(_ key: String) -> Date? {
        int(key).flatMap { $0 > 0 ? Date(timeIntervalSince1970: TimeInterval($0)) : nil }
    }

    /// An http or https address.
    func webURL(_ key: String) -> URL? {
        guard let text = string(key).map(WhiteSpace.trimmingSpaces), !text.isEmpty,
            let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else { return nil }
        return url
    }

    /// Whether JSON `true` or `false` made `number`. (On Linux every NSNumber of 0 or 1 casts
    /// to Bool, so `is Bool` cannot tell; the stored type can.)
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func int(_ value: Any?) -> Int64? {
        switch value {
        case let number as NSNumber where !isBoolean(number): number.int64Value
        case let text as String: Int64(WhiteSpace.trimmingSpaces(text))
        default: nil
        }
    }
}

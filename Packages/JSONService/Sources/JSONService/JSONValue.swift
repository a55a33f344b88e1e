public import FoundationEssentials

/// One JSON value, as a tree: what a reader needs when the shape of a document is not fixed
/// (JSON Feed's optional fields, sync servers that write numbers as strings), read with
/// Foundation's `JSONDecoder` and written with its `JSONEncoder`, both in FoundationEssentials.
///
/// Numbers keep whether they were written as integers: `integer` for those that fit an `Int64`,
/// `number` for the rest. Booleans are never numbers.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `data`, a JSON text (any value at the top, as RFC 8259 allows); a text that is
    /// not JSON is an error naming the line and column where it stops being JSON.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            let bytes = Array(data)
            guard let finding = JSONSyntaxScan.firstError(in: bytes) else {
                // Well-formed, but the decoder refused it: a number beyond a Double's range.
                throw JSONSyntaxError(line: 1, column: 1, reason: "a number is out of range")
            }
            throw JSONSyntaxError(offset: finding.offset, in: bytes, reason: finding.reason)
        }
    }

    /// The JSON text of the value, keys sorted, without insignificant white space.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a tree of these cases cannot fail: every number is finite or was rejected
        // when it was made (`init(_:)` below), and every key is a string.
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// The field `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { fields[key] } else { nil }
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The value of a number, integer or not.
    public var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The value of a number written as an integer.
    public var integer: Int64? {
        if case .integer(let value) = self { value } else { nil }
    }

    /// The value of `true` or `false`.
    public var bool: Bool? {
        if case .bool(let flag) = self { flag } else { nil }
    }

    /// The elements of an array.
    public var array: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The fields of an object.
    public var object: [String: JSONValue]? {
        if case .object(let fields) = self { fields } else { nil }
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let fields = try? container.decode([String: JSONValue].self) {
            self = .object(fields)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value.isFinite ? value : 0)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let fields): try container.encode(fields)
        }
    }
}

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
        let read = data.withUnsafeBytes { raw in
            Result { () throws(JSONReader.Finding) in try JSONReader.read(raw.bindMemory(to: UInt8.self)) }
        }
        switch read {
        case .success(let value): return value
        case .failure(let finding):
            throw JSONSyntaxError(offset: finding.offset, in: Array(data), reason: finding.reason)
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

/// Written through `JSONEncoder`; read by ``JSONReader`` alone (a `Decodable` conformance would
/// link `JSONDecoder`'s tree decoding, which nothing here uses).
extension JSONValue: Encodable {
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

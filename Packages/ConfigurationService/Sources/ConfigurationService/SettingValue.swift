import FoundationEssentials
import UnicodeTextService

/// One value of a setting, typed the way the property list typed it.
public enum SettingValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case array([SettingValue])
    case dictionary([String: SettingValue])

    /// The value as text: strings bare, arrays as JSON.
    public var displayText: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .array, .dictionary: jsonText
        }
    }

    /// The value as JSON.
    var jsonText: String {
        switch self {
        case .string(let text):
            let escaped = text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": return "\\\""
                case "\\": return "\\\\"
                case "\n": return "\\n"
                case "\t": return "\\t"
                default:
                    return Self.isEscaped(scalar)
                        ? "\\u" + Hexadecimal.text(scalar.value, digits: 4) : String(scalar)
                }
            }
            return "\"\(escaped.joined())\""
        case .array(let items):
            return "[\(items.map(\.jsonText).joined(separator: ", "))]"
        case .dictionary(let entries):
            let body = entries.sorted { $0.key < $1.key }.map {
                "\(SettingValue.string($0.key).jsonText): \($0.value.jsonText)"
            }
            return "{\(body.joined(separator: ", "))}"
        default:
            return displayText
        }
    }

    /// Written as `\uXXXX`, so that a quoted value stays one line of plain text: the C0 and C1
    /// controls, DEL, and the line and paragraph separators.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// The shape a setting must have, taken from its default value.
public indirect enum SettingType: Equatable, Sendable {
    case string
    case integer
    case real
    case boolean
    case array(of: SettingType?)
    case dictionary

    init(of value: SettingValue) {
        switch value {
        case .string: self = .string
        case .integer: self = .integer
        case .real: self = .real
        case .boolean: self = .boolean
        case .array(let items): self = .array(of: items.first.map(SettingType.init(of:)))
        case .dictionary: self = .dictionary
        }
    }

    /// How the type reads in an error message.
    var phrase: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a number"
        case .boolean: "a boolean (true or false)"
        case .array(of: .some(.string)): "an array of strings"
        case .array(of: .some(.array(of: .some(.string)))): "an array of commands, each an array of strings"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// Whether `value` has this shape. An integer is accepted where a number is expected.
    func accepts(_ value: SettingValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.integer, .integer), (.real, .real), (.real, .integer),
            (.boolean, .boolean),
            (.dictionary, .dictionary):
            return true
        case (.array(let element), .array(let items)):
            guard let element else { return true }
            return items.allSatisfy { element.accepts($0) }
        default:
            return false
        }
    }

    /// Reads an environment variable's text as a value of this type, or nil when it is not one.
    func parse(environmentText text: String) -> SettingValue? {
        switch self {
        case .string:
            return .string(text)
        case .integer:
            return Int(WhiteSpace.trimmingSpaces(text)).map(SettingValue.integer)
        case .real:
            return Double(WhiteSpace.trimmingSpaces(text)).map(SettingValue.real)
        case .boolean:
            switch WhiteSpace.trimmingSpaces(text).lowercased() {
            case "true", "yes", "1": return .boolean(true)
            case "false", "no", "0": return .boolean(false)
            default: return nil
            }
        case .array:
            guard let value = try? JSONDecoder().decode(SettingValue.self, from: Data(text.utf8)),
                accepts(value)
            else { return nil }
            return value
        case .dictionary:
            return nil
        }
    }
}

extension SettingValue {
    /// A short description of what a wrong value was, for error messages.
    var kindPhrase: String {
        switch self {
        case .string(let text): "the string \"\(text)\""
        case .integer(let number): "the integer \(number)"
        case .real(let number): "the number \(number)"
        case .boolean(let flag): "the boolean \(flag)"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// Reading and writing values through `PropertyListDecoder` and `JSONDecoder` (and their
/// encoders): each value decodes as the first type that fits, in the order string, boolean,
/// integer, number, dictionary, array. A plist's `<real>2.0</real>` so reads as the integer 2,
/// which every setting that takes a number accepts.
extension SettingValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .real(number)
        } else if let entries = try? container.decode([String: SettingValue].self) {
            self = .dictionary(entries)
        } else {
            self = .array(try container.decode([SettingValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .boolean(let flag): try container.encode(flag)
        case .array(let items): try container.encode(items)
        case .dictionary(let entries): try container.encode(entries)
        }
    }
}

/// Finds where a text stops being JSON (RFC 8259), for the error message: `JSONDecoder` on
/// Linux says only that the data "was not valid JSON", and a person fixing a feed or a server
/// answer wants the line and column. It checks the grammar only; `JSONDecoder` does the reading.
struct JSONSyntaxScan {
    /// The first offending byte's offset and what was wrong there.
    struct Finding: Error, Equatable {
        let offset: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    /// How deep arrays and objects may nest, as `JSONDecoder` allows.
    private static let maxDepth = 512

    /// The first syntax error in `bytes`, or nil when they are JSON.
    static func firstError(in bytes: [UInt8]) -> Finding? {
        var scan = JSONSyntaxScan(bytes: bytes)
        do {
            try scan.value(depth: 0)
            scan.skipSpace()
            guard scan.index == bytes.count else {
                return Finding(offset: scan.index, reason: "unexpected text after the JSON value")
            }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ reason: String) -> Finding {
        Finding(offset: index, reason: index < bytes.count ? reason : "the text ends too early")
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value(depth: Int) throws(Finding) {
        skipSpace()
        guard depth < Self.maxDepth else { throw failure("arrays and objects nest too deeply") }
        guard let byte = current else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(Finding) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw failure("expected a member name in double quotes")
            }
            try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a member name") }
            index += 1
            try value(depth: depth + 1)
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return
            default: throw failure("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func array(depth: Int) throws(Finding) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try value(depth: depth + 1)
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return
            default: throw failure("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func string() throws(Finding) {
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current else { break }
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        index += 1
                        guard let digit = current, digit.isHexDigit else {
                            throw failure("expected four hexadecimal digits after \\u")
                        }
                    }
                } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
                    throw failure("not an escape sequence of JSON")
                }
                index += 1
            case 0..<0x20:
                throw failure("a control character inside a string must be escaped")
            default:
                index += 1
            }
        }
        throw failure("the string is not closed")
    }

    private mutating func word(_ expected: String) throws(Finding) {
        let start = index
        for byte in expected.utf8 {
            guard current == byte else {
                index = start
                throw failure("expected \(expected)")
            }
            index += 1
        }
    }

    private mutating func number() throws(Finding) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first.isDigit else { throw failure("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { while current?.isDigit == true { index += 1 } }
        if current == UInt8(ascii: ".") {
            index += 1
            guard current?.isDigit == true else { throw failure("expected a digit after the decimal point") }
            while current?.isDigit == true { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard current?.isDigit == true else { throw failure("expected a digit in the exponent") }
            while current?.isDigit == true { index += 1 }
        }
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isHexDigit: Bool {
        isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }
}

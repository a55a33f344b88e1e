/// Reads a JSON text (RFC 8259) into a ``JSONValue`` in one pass over its bytes, and says where
/// and why when it is not JSON.
///
/// Hand-written for speed: a sync's first pull reads megabytes of server answers, and decoding
/// them into a tree through `JSONDecoder`'s `Codable` path (which must try each kind of value in
/// turn, building an error for every miss) took about 40 % of the whole sync. It reads what
/// `JSONDecoder` reads, to the same values, and refuses what it refuses (but for the value of a
/// repeated member name, which `JSONDecoder` skips unread and this reader checks);
/// `JSONReaderTests` prove that against `JSONDecoder` on generated, damaged and hand-made
/// documents.
///
/// Like `JSONDecoder`: a UTF-8 byte order mark may lead, one comma may close an array or object
/// (`[1,]`), nesting stops at 512 levels, a repeated member name keeps its first value, a number
/// written with a fraction or an exponent whose value is whole reads as an integer (`1.0`,
/// `1e3`), and a lone UTF-16 surrogate or a byte that is not UTF-8 is an error. Past 2^53 such a
/// number is always a `Double` here, where `JSONDecoder` is not consistent (it reads
/// `922337203685477580.0` as an integer, `9223372036854775807.0` as a `Double`, and
/// `9223372036854775807e-3` as 9223372036854775); there the test asks for the same number, not
/// the same kind.
struct JSONReader {
    /// The first offending byte's offset and what was wrong there.
    struct Finding: Error, Equatable {
        let offset: Int
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    private(set) var index = 0
    /// How deep arrays and objects may nest, as `JSONDecoder` allows.
    static let maxDepth = 512

    /// The value `bytes` hold, or the first place they stop being JSON.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Finding) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        guard reader.atEnd() else {
            throw Finding(offset: reader.index, reason: "unexpected text after the JSON value")
        }
        return value
    }

    /// A reader at the start of `bytes`, after a byte order mark.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Whether only white space is left.
    mutating func atEnd() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past the byte under the index.
    mutating func advance() { index += 1 }

    func failure(_ reason: String, at offset: Int? = nil) -> Finding {
        let offset = offset ?? index
        return Finding(offset: offset, reason: offset < bytes.count ? reason : "the text ends too early")
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(Finding) -> JSONValue {
        skipSpace()
        guard depth < Self.maxDepth else { throw failure("arrays and objects nest too deeply") }
        guard let byte = current else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(Finding) -> JSONValue {
        index += 1
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipSpace()
            if current == UInt8(ascii: "}"), !fields.isEmpty {
                index += 1
                return .object(fields)
            }
            guard current == UInt8(ascii: "\"") else {
                throw failure("expected a member name in double quotes")
            }
            let name = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a member name") }
            index += 1
            let member = try value(depth: depth + 1)
            if fields[name] == nil { fields[name] = member }
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(fields)
            default: throw failure("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func array(depth: Int) throws(Finding) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            if current == UInt8(ascii: "]"), !elements.isEmpty {
                index += 1
                return .array(elements)
            }
            elements.append(try value(depth: depth + 1))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("expected ',' or ']' after an array element")
            }
        }
    }

    /// A string from its opening quote.
    mutating func string() throws(Finding) -> String {
        let start = index
        return switch try stringBytes() {
        case .raw(let range): try text(UnsafeBufferPointer(rebasing: bytes[range]), from: start)
        case .unescaped(let utf8):
            try utf8.withUnsafeBufferPointer { buffer throws(Finding) in
                try text(buffer, from: start)
            }
        }
    }

    /// At a string of 1 to 18 ASCII digits (a valid string, its own text): reads it and returns
    /// the number they write; anywhere else returns nil and reads nothing.
    mutating func digitString() -> Int64? {
        let quote = UInt8(ascii: "\"")
        guard current == quote else { return nil }
        var end = index + 1
        var number: Int64 = 0
        while end < bytes.count, end - index <= 18, bytes[end] &- UInt8(ascii: "0") < 10 {
            number = number * 10 + Int64(bytes[end] &- UInt8(ascii: "0"))
            end += 1
        }
        guard end > index + 1, end < bytes.count, bytes[end] == quote else { return nil }
        index = end + 1
        return number
    }

    /// Moves past a string from its opening quote, checking it as ``string()`` does without
    /// making it.
    mutating func skipString() throws(Finding) {
        let start = index
        let valid =
            switch try stringBytes() {
            case .raw(let range): Self.isUTF8(UnsafeBufferPointer(rebasing: bytes[range]))
            case .unescaped(let utf8): utf8.withUnsafeBufferPointer(Self.isUTF8)
            }
        guard valid else { throw failure("the string is not UTF-8", at: start) }
    }

    /// A string's bytes, without its quotes.
    private enum StringBytes {
        /// As they stand in the text, which has no escape there.
        case raw(Range<Int>)
        /// With their escapes replaced.
        case unescaped([UInt8])
    }

    /// The bytes of the string whose opening quote is under the index, leaving it after the
    /// closing one. Bytes are taken as they stand until the first escape, and only then copied.
    private mutating func stringBytes() throws(Finding) -> StringBytes {
        index += 1
        let first = index
        skipPlainRun()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .raw(first..<(index - 1))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var unescaped = Array(bytes[first..<index])
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return .unescaped(unescaped)
            case UInt8(ascii: "\\"):
                unescaped.append(contentsOf: try escape())
            case 0..<0x20:
                throw failure("a control character inside a string must be escaped")
            default:
                unescaped.append(byte)
                index += 1
            }
        }
        throw failure("the string is not closed")
    }

    /// Moves the index over whole runs of 16 bytes with no quote, backslash or control
    /// character among them: the long texts of articles go by in blocks, not byte by byte.
    private mutating func skipPlainRun() {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let backslash = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
        let space = SIMD16<UInt8>(repeating: 0x20)
        while bytes.count - index >= 16 {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let stops = (block .== quote) .| (block .== backslash) .| (block .< space)
            if any(stops) { return }
            index += 16
        }
    }

    /// Whether `utf8` is well-formed UTF-8.
    private static func isUTF8(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        (try? UTF8Span(validating: utf8.span)) != nil
    }

    /// The UTF-8 text of a string's bytes, or an error at the string's start. Checked through
    /// `UTF8Span`, which is not generic: `String(validating:as:)` looked up its encoding's
    /// types at run time for every string.
    private func text(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) throws(Finding) -> String {
        guard let valid = try? UTF8Span(validating: utf8.span) else {
            throw failure("the string is not UTF-8", at: start)
        }
        return String(copying: valid)
    }

    /// One escape sequence from its backslash, as the UTF-8 it stands for.
    private mutating func escape() throws(Finding) -> [UInt8] {
        index += 1
        guard let escaped = current else { throw failure("the string is not closed") }
        let simple: UInt8? =
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            index += 1
            return [simple]
        }
        guard escaped == UInt8(ascii: "u") else { throw failure("not an escape sequence of JSON") }
        let escapeStart = index - 1
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("a \\u escape is half of a surrogate pair", at: escapeStart) }
            index += 1
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else {
                throw failure("a \\u escape is half of a surrogate pair", at: escapeStart)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw failure("a \\u escape is half of a surrogate pair", at: escapeStart)
        }
        guard let character = Unicode.Scalar(scalar) else {
            throw failure("a \\u escape is half of a surrogate pair", at: escapeStart)
        }
        return Array(String(Character(character)).utf8)
    }

    /// The four hexadecimal digits after `\u`, the index on the `u`; leaves it after them.
    private mutating func hexQuad() throws(Finding) -> UInt32 {
        var scalar: UInt32 = 0
        for _ in 0..<4 {
            index += 1
            guard let digit = current, let nibble = digit.hexValue else {
                throw failure("expected four hexadecimal digits after \\u")
            }
            scalar = scalar << 4 | UInt32(nibble)
        }
        index += 1
        return scalar
    }

    mutating func word(_ expected: StaticString) throws(Finding) {
        let start = index
        let text = UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
        for byte in text {
            guard current == byte else {
                index = start
                throw failure("expected \(expected)")
            }
            index += 1
        }
    }

    /// A number: an integer when written as one that fits an `Int64`, or when written with a
    /// fraction or an exponent and its `Double` is whole and below 2^53 (`1.0`, `12.5e1`, and
    /// `1e-400`, which is zero); otherwise a `Double`, and an error beyond a `Double`'s range.
    mutating func number() throws(Finding) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first.isDigit else { throw failure("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { while current?.isDigit == true { index += 1 } }
        let integral = index
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
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if integral == index, let integer = Int64(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw failure("a number is out of range", at: start)
        }
        if integral != index, number.magnitude < 0x1p53, let integer = Int64(exactly: number) {
            return .integer(integer)
        }
        return .number(number)
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// The value of a hexadecimal digit.
    fileprivate var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

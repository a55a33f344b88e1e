public import FoundationEssentials

/// Reads a JSON text value by value, for a reader that knows the shape it wants: it walks the
/// objects and arrays it cares about, takes the values it needs, and skips the rest without
/// making them. A sync's pages of articles read this way make no dictionary per item and no
/// string for a field nobody reads.
///
/// It reads with ``JSONValue/parse(_:)``'s own reader, so it accepts and refuses exactly what
/// `parse` does: a skipped value is still checked (a string's UTF-8, a number's form, the
/// nesting limit), and a text that is not JSON fails with the same line, column and reason.
/// Unlike `parse`, which keeps the first of a repeated member name, it hands every member over
/// in order; a reader that wants `parse`'s values keeps the first.
public final class JSONScanner {
    /// What kind of value comes next.
    public enum Kind: Sendable, Equatable {
        case object, array, string, number, bool, null
    }

    /// Where the text stopped being JSON; ``scan(_:_:)`` turns it into a ``JSONSyntaxError``.
    public struct Stop: Error {
        let finding: JSONReader.Finding
    }

    // Read and written only by the scan that owns the scanner, one call at a time: no access
    // checks at run time, which would cost one per byte read.
    @exclusivity(unchecked) private var reader: JSONReader
    @exclusivity(unchecked) private var depth = 0

    private init(reader: JSONReader) { self.reader = reader }

    /// Runs `read` over `data`'s one value, then checks that nothing but white space follows.
    public static func scan<Result>(
        _ data: Data, _ read: (JSONScanner) throws(Stop) -> Result
    ) throws(JSONSyntaxError) -> Result {
        let outcome = data.withUnsafeBytes { raw in
            Swift.Result { () throws(Stop) -> Result in
                let scanner = JSONScanner(reader: JSONReader(bytes: raw.bindMemory(to: UInt8.self)))
                let result = try read(scanner)
                guard scanner.reader.atEnd() else {
                    throw Stop(
                        finding: scanner.reader.failure("unexpected text after the JSON value"))
                }
                return result
            }
        }
        switch outcome {
        case .success(let result): return result
        case .failure(let stop):
            throw JSONSyntaxError(offset: stop.finding.offset, in: Array(data), reason: stop.finding.reason)
        }
    }

    /// The kind of the next value; an error where no value starts.
    public func kind() throws(Stop) -> Kind {
        reader.skipSpace()
        guard depth < JSONReader.maxDepth else {
            throw Stop(finding: reader.failure("arrays and objects nest too deeply"))
        }
        guard let byte = reader.current else { throw Stop(finding: reader.failure("expected a value")) }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw Stop(finding: reader.failure("expected a value"))
        }
    }

    /// The next value, whole, as a tree.
    public func value() throws(Stop) -> JSONValue {
        do { return try reader.value(depth: depth) } catch { throw Stop(finding: error) }
    }

    /// The next value, which must be a string.
    public func string() throws(Stop) -> String {
        guard try kind() == .string else { throw Stop(finding: reader.failure("expected a string")) }
        do { return try reader.string() } catch { throw Stop(finding: error) }
    }

    /// The next value when it is a string of 1 to 18 ASCII digits, as the number they write,
    /// read without making a string (the Google Reader API lists thousands of item ids so); nil,
    /// with nothing read, for any other value.
    public func digitString() throws(Stop) -> Int64? {
        guard try kind() == .string else { return nil }
        return reader.digitString()
    }

    /// Moves past the next value, checking it as ``value()`` would.
    public func skip() throws(Stop) {
        switch try kind() {
        case .object: try members { _, scanner throws(Stop) in try scanner.skip() }
        case .array: try elements { scanner throws(Stop) in try scanner.skip() }
        case .string:
            do { try reader.skipString() } catch { throw Stop(finding: error) }
        case .number, .bool, .null: _ = try value()
        }
    }

    /// Reads the next value, an object, handing `member` each member's name with the scanner on
    /// its value; `member` must read or skip that value.
    public func members(_ member: (String, JSONScanner) throws(Stop) -> Void) throws(Stop) {
        try enter("{")
        while true {
            reader.skipSpace()
            // Right after the opening bracket: empty; after a comma: one comma may close it.
            if reader.current == UInt8(ascii: "}") { return leave() }
            guard reader.current == UInt8(ascii: "\"") else {
                throw Stop(finding: reader.failure("expected a member name in double quotes"))
            }
            let name: String
            do { name = try reader.string() } catch { throw Stop(finding: error) }
            reader.skipSpace()
            guard reader.current == UInt8(ascii: ":") else {
                throw Stop(finding: reader.failure("expected ':' after a member name"))
            }
            reader.advance()
            try member(name, self)
            reader.skipSpace()
            switch reader.current {
            case UInt8(ascii: ","): reader.advance()
            case UInt8(ascii: "}"): return leave()
            default: throw Stop(finding: reader.failure("expected ',' or '}' after an object member"))
            }
        }
    }

    /// Reads the next value, an array, handing `element` the scanner on each element; `element`
    /// must read or skip it.
    public func elements(_ element: (JSONScanner) throws(Stop) -> Void) throws(Stop) {
        try enter("[")
        while true {
            reader.skipSpace()
            // Right after the opening bracket: empty; after a comma: one comma may close it.
            if reader.current == UInt8(ascii: "]") { return leave() }
            try element(self)
            reader.skipSpace()
            switch reader.current {
            case UInt8(ascii: ","): reader.advance()
            case UInt8(ascii: "]"): return leave()
            default: throw Stop(finding: reader.failure("expected ',' or ']' after an array element"))
            }
        }
    }

    /// Opens an object or array (`bracket`), within the nesting limit.
    private func enter(_ bracket: Unicode.Scalar) throws(Stop) {
        reader.skipSpace()
        guard depth < JSONReader.maxDepth else {
            throw Stop(finding: reader.failure("arrays and objects nest too deeply"))
        }
        guard reader.current == UInt8(ascii: bracket) else {
            throw Stop(finding: reader.failure(bracket == "{" ? "expected an object" : "expected an array"))
        }
        reader.advance()
        depth += 1
    }

    private func leave() {
        reader.advance()
        depth -= 1
    }
}

import FoundationEssentials
import Testing

@testable import JSONService

/// The scanner against the tree reader: a tree rebuilt through the scanner's calls is the tree
/// `JSONValue.parse` reads, skipping a document accepts and refuses what `parse` does, and a
/// text that is not JSON fails at the same place for the same reason.
@Suite struct JSONScannerTests {
    /// The tree the scanner's calls make of `text`, keeping the first of a repeated name.
    private func rebuilt(_ text: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in
            try JSONScanner.scan(Data(text)) { scanner throws(JSONScanner.Stop) in try Self.tree(scanner) }
        }
    }

    private static func tree(_ scanner: JSONScanner) throws(JSONScanner.Stop) -> JSONValue {
        switch try scanner.kind() {
        case .object:
            var fields: [String: JSONValue] = [:]
            try scanner.members { name, scanner throws(JSONScanner.Stop) in
                let value = try tree(scanner)
                if fields[name] == nil { fields[name] = value }
            }
            return .object(fields)
        case .array:
            var elements: [JSONValue] = []
            try scanner.elements { scanner throws(JSONScanner.Stop) in elements.append(try tree(scanner)) }
            return .array(elements)
        case .string: return .string(try scanner.string())
        case .number, .bool, .null: return try scanner.value()
        }
    }

    /// Whether skipping `text` whole succeeds, or how it fails.
    private func skipped(_ text: [UInt8]) -> Result<Bool, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in
            try JSONScanner.scan(Data(text)) { scanner throws(JSONScanner.Stop) in
                try scanner.skip()
                return true
            }
        }
    }

    private func parsed(_ text: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in try JSONValue.parse(Data(text)) }
    }

    /// Checks that the scanner and the tree reader agree on `text`, saying where they do not.
    private func expectAgreement(_ text: [UInt8]) {
        let described = String(decoding: text, as: UTF8.self).debugDescription
        let tree = parsed(text)
        #expect(rebuilt(text) == tree, "\(described)")
        switch (skipped(text), tree) {
        case (.success, .success): break
        case (.failure(let skipping), .failure(let reading)): #expect(skipping == reading, "\(described)")
        case (let skipping, _): Issue.record("skip gave \(skipping), parse \(tree): \(described)")
        }
    }

    @Test func handMadeDocumentsScanAsTheyParse() {
        for text in [
            "1.0", "-0", "9223372036854775808", "1E400", "[1,2.0,3e0]", #""\ud83d\ude00""#, #""\ud83d""#,
            #""a\u0000b""#, #""\/\b\f\n\r\t\\\"""#, "\u{FEFF}\"x\"", "  \"x\"  ", "01", "1.", "-", "+1",
            "tru", "[", "]", "{\"a\":1,\"a\":2}", "{\"a\":1,}", "[1,]", "[,]", "{,}", "{}", "[ ]", "\"\t\"",
            "{\"\u{1}\":1}", "[[[[]]]]", "{\"k\":{\"k\":[{}]}}", "true false", "\u{FEFF}", "", "{\"a\" 1}",
            "{\"a\":}", "{1:2}", "[1 2]", "\"" + String(repeating: "abcdefgh", count: 9) + "\"",
            "\"" + String(repeating: "long text é ", count: 20) + "\\n" + String(repeating: "x", count: 40)
                + "\"",
            "\"" + String(repeating: "0123456789abcdef", count: 3) + "\u{1}\"",
            "\"" + String(repeating: "0123456789abcdef", count: 3),
        ] {
            expectAgreement(Array(text.utf8))
        }
    }

    @Test func bytesThatAreNotUTF8FailAsTheyDoInParse() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x5B, 0x22] + Array(repeating: 0x61, count: 20) + [0xC0, 0xAF, 0x22, 0x5D],
            [0x22, 0x5C, 0x6E, 0xFE, 0x22],
        ] {
            expectAgreement(bytes)
        }
    }

    @Test func nestingStopsWhereParseStops() {
        for depth in [511, 512, 513] {
            for inner in ["", "1", "\"s\"", "{}"] {
                let text =
                    String(repeating: "[", count: depth) + inner + String(repeating: "]", count: depth)
                expectAgreement(Array(text.utf8))
            }
        }
    }

    @Test func generatedDocumentsAndTheirMutationsScanAsTheyParse() {
        var writer = DocumentWriter(seed: 0x5CA7)
        for round in 0..<3_000 {
            var text = writer.document()
            expectAgreement(text)
            if !text.isEmpty {
                let at = writer.below(text.count)
                switch round % 3 {
                case 0: text[at] = DocumentWriter.alphabet[writer.below(DocumentWriter.alphabet.count)]
                case 1: text.remove(at: at)
                default: text.removeSubrange(at...)
                }
            }
            expectAgreement(text)
        }
    }

    @Test func digitStringsReadAsTheNumberTheyWriteAndAnythingElseIsLeftForValue() throws {
        let cases = [
            "\"0\"", "\"007\"", "\"1796608318768777\"", "\"999999999999999999\"", "\"9999999999999999999\"",
            "\"\"", "\"12a\"", "\"-5\"", "\" 1\"", "\"1\\u0032\"", "12", "null", "[\"1\"]", "{}",
        ]
        for text in cases {
            let (number, value) = try JSONScanner.scan(Data(text.utf8)) { scanner throws(JSONScanner.Stop) in
                // What it leaves, `value()` reads whole: nothing was read.
                let number = try scanner.digitString()
                return (number, number == nil ? try scanner.value() : nil)
            }
            let parsed = try JSONValue.parse(Data(text.utf8))
            if let number {
                // Only a string of 1 to 18 digits, as its number.
                #expect(parsed == .string(String(number).leftPadded(to: text.count - 2)), "\(text)")
            } else {
                #expect(value == parsed, "\(text)")
                // Digits written with escapes are left too: only a string's own text is read.
                if case .string(let string) = parsed, !text.contains("\\") {
                    #expect(
                        string.isEmpty || string.count > 18 || !string.allSatisfy(\.isASCIIDigit), "\(text)")
                }
            }
        }
    }

    @Test func aReaderTakesWhatItWantsAndSkipsTheRest() throws {
        let text = #"{"skip": {"deep": [1, "two", null]}, "items": [{"id": "a"}, {"id": 7}, 3], "id": "top"}"#
        let ids = try JSONScanner.scan(Data(text.utf8)) { scanner throws(JSONScanner.Stop) in
            var ids: [JSONValue] = []
            try scanner.members { name, scanner throws(JSONScanner.Stop) in
                guard name == "items" else { return try scanner.skip() }
                try scanner.elements { item throws(JSONScanner.Stop) in
                    guard try item.kind() == .object else { return try item.skip() }
                    try item.members { field, value throws(JSONScanner.Stop) in
                        if field == "id" { ids.append(try value.value()) } else { try value.skip() }
                    }
                }
            }
            return ids
        }
        #expect(ids == [.string("a"), .integer(7)])
    }

    @Test func asksForTheWrongKindFailWithTheirPlace() {
        let text = Data(#"{"a": 1}"#.utf8)
        #expect(throws: JSONSyntaxError(line: 1, column: 1, reason: "expected an array")) {
            try JSONScanner.scan(text) { scanner throws(JSONScanner.Stop) in
                try scanner.elements { element throws(JSONScanner.Stop) in try element.skip() }
            }
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 7, reason: "expected a string")) {
            try JSONScanner.scan(text) { scanner throws(JSONScanner.Stop) in
                try scanner.members { _, value throws(JSONScanner.Stop) in _ = try value.string() }
            }
        }
    }
}

extension String {
    /// The string with zeros before it up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

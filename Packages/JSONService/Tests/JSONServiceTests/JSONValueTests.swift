import FoundationEssentials
import JSONService
import Testing

@Suite struct JSONValueTests {
    @Test func everyKindOfValueReadsAsItsCase() throws {
        let text =
            #"{"s": "é\n", "t": true, "f": false, "i": 42, "big": 12345678901234, "d": 1.5,"#
            + #" "n": null, "a": [1, "x", [], {}], "o": {"k": -3}}"#
        let value = try JSONValue.parse(Data(text.utf8))
        #expect(value["s"] == .string("é\n"))
        #expect(value["t"]?.bool == true)
        #expect(value["f"] == .bool(false))
        #expect(value["i"] == .integer(42))
        #expect(value["big"]?.integer == 12_345_678_901_234)
        #expect(value["d"] == .number(1.5))
        #expect(value["n"] == .null)
        #expect(value["a"] == .array([.integer(1), .string("x"), .array([]), .object([:])]))
        #expect(value["o"]?["k"]?.number == -3)
        #expect(value["missing"] == nil)
        #expect(value["s"]?["nested"] == nil)
    }

    @Test func booleansAreNeverNumbers() throws {
        let value = try JSONValue.parse(Data("[true, 1, 0]".utf8))
        #expect(value.array?.map(\.number) == [nil, 1, 0])
        #expect(value.array?.map(\.bool) == [true, nil, nil])
    }

    @Test func anyValueMayStandAtTheTop() throws {
        #expect(try JSONValue.parse(Data("\"text\"".utf8)) == .string("text"))
        #expect(try JSONValue.parse(Data("7".utf8)) == .integer(7))
    }

    @Test func aTextThatIsNotJSONIsAnError() {
        for text in ["", "{", "<html>", "[1 2]", "{\"a\" 1}"] {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONValue.parse(Data(text.utf8)) }
        }
    }

    @Test func writingAndReadingGiveTheSameValue() throws {
        let value = JSONValue.object([
            "op": .string("login"), "user": .string("ann/\"b\""), "n": .integer(-2), "x": .number(0.25),
            "list": .array([.bool(true), .null]),
        ])
        #expect(try JSONValue.parse(value.encoded()) == value)
        #expect(
            String(decoding: JSONValue.object(["b": .integer(1), "a": .null]).encoded(), as: UTF8.self)
                == #"{"a":null,"b":1}"#)
    }
}

@Suite struct JSONSyntaxErrorTests {
    @Test(arguments: [
        ("", 1, 1, "the text ends too early"),
        ("{\n  \"a\": 1 \"b\": 2}", 2, 10, "expected ',' or '}' after an object member"),
        ("[1, }", 1, 5, "expected a value"),
        ("{\"é\": \"\\q\"}", 1, 9, "not an escape sequence of JSON"),
        ("{\"a\": tru}", 1, 7, "expected true"),
        ("[01]", 1, 3, "expected ',' or ']' after an array element"),
        ("{} x", 1, 4, "unexpected text after the JSON value"),
        ("\"open", 1, 6, "the text ends too early"),
    ])
    func theErrorSaysWhereAndWhy(text: String, line: Int, column: Int, reason: String) {
        do {
            _ = try JSONValue.parse(Data(text.utf8))
            Issue.record("\(text) parsed")
        } catch {
            #expect(error == JSONSyntaxError(line: line, column: column, reason: reason), "\(text)")
        }
    }
}

import DatabaseService
import Testing

@Suite struct RegularExpressionTests {
    /// What `regexp(pattern, text)` gives on a fresh connection, or `iregexp` when the pattern
    /// starts with `(?i)` (which the test strips).
    func match(_ pattern: String, _ text: String?) async throws -> DatabaseValue {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let caseless = pattern.hasPrefix("(?i)")
        let function = caseless ? "iregexp" : "regexp"
        let body = caseless ? String(pattern.dropFirst(4)) : pattern
        return try await database.read { connection in
            try connection.scalar("SELECT \(function)(?, ?)", [body, text])
        }
    }

    @Test func plainPatternsAreFoundAnywhereWithCaseWhenAsked() async throws {
        #expect(try await match("swift", "Taylor swift") == .integer(1))
        #expect(try await match("swift", "Taylor Swift") == .integer(0))
        #expect(try await match("(?i)swift", "TAYLOR SWIFT") == .integer(1))
        #expect(try await match("(?i)swift", "swif") == .integer(0))
        #expect(try await match("", "anything") == .integer(1))
    }

    @Test func patternsWithSpecialCharactersArePOSIXExtendedRegularExpressions() async throws {
        #expect(try await match("^Swift [0-9]+$", "Swift 6") == .integer(1))
        #expect(try await match("^Swift [0-9]+$", "Swift six") == .integer(0))
        #expect(try await match("(?i)ÉTÉ", "un été chaud") == .integer(1))
        #expect(try await match(#"a\.b"#, "axb") == .integer(0))
        #expect(try await match("[[:upper:]]{3}", "the BBC") == .integer(1))
    }

    @Test func nonASCIITextIsSearchedByItsBytes() async throws {
        #expect(try await match("(?i)tokyo", "東京 Tokyo") == .integer(1))
        #expect(try await match("café", "un café") == .integer(1))
    }

    @Test func noTextDoesNotMatch() async throws {
        #expect(try await match("(?i)x", nil) == .integer(0))
    }

    @Test func aBrokenPatternIsAnErrorOfTheStatement() async throws {
        await #expect(throws: DatabaseError.self) { _ = try await match("(unclosed", "text") }
    }

    @Test func theOperatorFormCallsTheFunction() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let value = try await database.read { connection in
            try connection.scalar("SELECT 'Swift 6' REGEXP '^Swift'")
        }
        #expect(value == .integer(1))
    }
}

import DatabaseService
import Testing

@Suite struct DatabaseFunctions {
    /// Echoes its arguments' kinds, so that every conversion both ways is seen.
    static let describe = DatabaseFunction(name: "describe", argumentCount: 1) { values in
        switch values.first ?? .null {
        case .null: .null
        case .integer(let number): .integer(number * 2)
        case .real(let number): .real(number / 2)
        case .text(let text): .text(text.uppercased() + "!")
        case .blob(let bytes): .blob(bytes.reversed())
        }
    }

    @Test func everyStorageClassCrossesBothWays() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let values = try await database.write { connection in
            try connection.define(Self.describe)
            return try connection.query(
                "SELECT describe(NULL), describe(21), describe(3.0), describe('été'), describe(x'0102'), describe(x'')"
            ) { row throws(DatabaseError) in
                try (0..<6).map { index throws(DatabaseError) in try row.value(index) }
            }
        }
        #expect(
            values.first == [.null, .integer(42), .real(1.5), .text("ÉTÉ!"), .blob([2, 1]), .blob([])])
    }

    @Test func oneStatementWritesWhatTheFunctionComputesFromEachRow() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let copied = try await database.write { connection in
            try connection.executeScript(
                """
                CREATE TABLE source (id INTEGER PRIMARY KEY, text TEXT);
                CREATE TABLE target (id INTEGER PRIMARY KEY, text TEXT);
                INSERT INTO source (text) VALUES ('a'), ('b'), (NULL);
                """)
            try connection.define(Self.describe)
            try connection.execute("INSERT INTO target SELECT id, describe(text) FROM source")
            return try connection.query("SELECT text FROM target ORDER BY id") { row throws(DatabaseError) in
                try row.optionalString(0)
            }
        }
        #expect(copied == ["A!", "B!", nil])
    }

    @Test func aFunctionIsUnknownUntilDefined() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        await #expect(throws: DatabaseError.self) {
            _ = try await database.write { connection in try connection.scalar("SELECT describe(1)") }
        }
    }
}

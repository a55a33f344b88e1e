import DatabaseService
import Foundation
import Testing

@Suite struct TypedValues {
    @Test func roundTripEveryStorageClass() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let unicode = "Grüße, 世界 🌍 — \u{0} inside"
        let bytes: [UInt8] = [0, 1, 2, 254, 255, 0]
        let stored = try await database.write { connection in
            try connection.execute(
                "CREATE TABLE samples (i INTEGER, big INTEGER, small INTEGER, r REAL, b INTEGER, t TEXT, e TEXT, "
                    + "bl BLOB, eb BLOB, d REAL, n TEXT, o INTEGER)")
            try connection.execute(
                "INSERT INTO samples VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    42, Int64.max, Int64.min, 3.5, true, unicode, "", bytes, [UInt8](), date, String?.none,
                    Int?.some(7),
                ])
            return try connection.queryFirst("SELECT * FROM samples") { row throws(DatabaseError) in
                (
                    try row.int(0), try row.int64(1), try row.int64(2), try row.double(3), try row.bool(4),
                    try row.string(5), try row.string(6), try row.blob(7), try row.blob(8), try row.date(9),
                    try row.optionalString(10), try row.optionalInt(11)
                )
            }
        }
        let values = try #require(stored)
        #expect(values.0 == 42)
        #expect(values.1 == Int64.max)
        #expect(values.2 == Int64.min)
        #expect(values.3 == 3.5)
        #expect(values.4 == true)
        #expect(values.5 == unicode)
        #expect(values.6 == "")
        #expect(values.7 == bytes)
        #expect(values.8 == [])
        #expect(values.9 == date)
        #expect(values.10 == nil)
        #expect(values.11 == 7)
    }

    @Test func storageClassesAreKeptAsBound() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let types = try await database.read { connection in
            try connection.query(
                "SELECT typeof(?), typeof(?), typeof(?), typeof(?), typeof(?), typeof(?), typeof(?), typeof(?)",
                [
                    1, 1.5, "x", [UInt8]([1]), Data([2]), Date(timeIntervalSince1970: 0), false,
                    DatabaseValue.null,
                ]
            ) { row throws(DatabaseError) in
                try (0..<8).map { index throws(DatabaseError) in try row.string(index) }
            }
        }
        #expect(types == [["integer", "real", "text", "blob", "blob", "real", "integer", "null"]])
    }

    @Test func valuesReadGenericallyAndByName() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let row = try await database.read { connection in
            try connection.queryFirst(
                "SELECT 1 AS One, 2.5 AS two, 'three' AS three, x'0004' AS four, NULL AS five"
            ) { row throws(DatabaseError) in
                (
                    try (0..<5).map { index throws(DatabaseError) in try row.value(index) },
                    try row.int("ONE"),
                    try row.string("three"), try row.isNull("five"), try row.optionalString("five"),
                    row.columnNames
                )
            }
        }
        let values = try #require(row)
        #expect(values.0 == [.integer(1), .real(2.5), .text("three"), .blob([0, 4]), .null])
        #expect(values.1 == 1)
        #expect(values.2 == "three")
        #expect(values.3)
        #expect(values.4 == nil)
        #expect(values.5 == ["One", "two", "three", "four", "five"])
    }

    @Test func scalarGivesNullWhenThereIsNoRow() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let values = try await database.read { connection in
            [try connection.scalar("SELECT 5 WHERE 0"), try connection.scalar("SELECT ? + 1", [41])]
        }
        #expect(values == [.null, .integer(42)])
        #expect(values[1].int64Value == 42)
        #expect(values[1].doubleValue == 42)
        #expect(values[0].isNull)
    }

    @Test func readingMistakesAreClearErrors() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        await #expect(throws: DatabaseError.unexpectedNull(column: "missing")) {
            try await database.read { connection in
                try connection.queryFirst("SELECT NULL AS missing") { row throws(DatabaseError) in
                    try row.string(0)
                }
            }
        }
        await #expect(
            throws: DatabaseError.misuse(
                message: "column 3 is out of range; the query has 1 columns: SELECT 1")
        ) {
            try await database.read { connection in
                try connection.queryFirst("SELECT 1") { row throws(DatabaseError) in try row.int(3) }
            }
        }
        await #expect(
            throws: DatabaseError.misuse(message: "the query has no column named nope: SELECT 1 AS yes")
        ) {
            try await database.read { connection in
                try connection.queryFirst("SELECT 1 AS yes") { row throws(DatabaseError) in
                    try row.int("nope")
                }
            }
        }
        await #expect(
            throws: DatabaseError.misuse(
                message: "the statement has 2 parameters but 1 arguments were given: SELECT ?, ?")
        ) {
            try await database.read { connection in try connection.scalar("SELECT ?, ?", [1]) }
        }
        await #expect(
            throws: DatabaseError.sqlite(code: 1, message: "no such table: nowhere")
        ) {
            try await database.read { connection in try connection.scalar("SELECT * FROM nowhere") }
        }
    }

    @Test func constraintViolationsCarrySQLitesCodeAndMessage() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.write { connection in
            try connection.execute("CREATE TABLE feeds (url TEXT NOT NULL UNIQUE)")
            try connection.execute("INSERT INTO feeds VALUES ('https://example.org/feed')")
        }
        let error = await #expect(throws: DatabaseError.self) {
            try await database.write { connection in
                try connection.execute("INSERT INTO feeds VALUES (?)", ["https://example.org/feed"])
            }
        }
        // 2067 is SQLITE_CONSTRAINT_UNIQUE.
        #expect(error == .constraint(code: 2067, message: "UNIQUE constraint failed: feeds.url"))
        #expect(error?.resultCode == 2067)
    }

    @Test func lastInsertRowIDAndChanges() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let (first, second, changed) = try await database.write { connection in
            try connection.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, n INTEGER)")
            try connection.execute("INSERT INTO items (id, n) VALUES (10, 1)")
            let first = connection.lastInsertRowID
            try connection.execute("INSERT INTO items (n) VALUES (2)")
            let second = connection.lastInsertRowID
            try connection.execute("UPDATE items SET n = n + 1")
            return (first, second, connection.changes)
        }
        #expect(first == 10)
        #expect(second == 11)
        #expect(changed == 2)
    }
}

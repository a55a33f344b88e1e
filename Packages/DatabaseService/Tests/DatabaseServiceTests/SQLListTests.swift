import DatabaseService
import Testing

@Suite struct SQLLists {
    @Test func integersComeBackInOrder() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        for numbers: [Int64] in [[0, -1, 42, .max, .min], []] {
            let values = try await database.read { connection in
                try connection.query(
                    "SELECT value FROM json_each(?) ORDER BY key", [SQLList.integers(numbers)]
                ) {
                    row throws(DatabaseError) in try row.int64(0)
                }
            }
            #expect(values == numbers)
        }
    }
}

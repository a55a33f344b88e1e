import DatabaseService
import Testing

@Suite struct StatementCaching {
    @Test func theSameSQLIsCompiledOnce() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let counts = try await database.write { connection in
            try connection.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, n INTEGER)")
            let before = (connection.statementCompilations, connection.cachedStatementCount)
            for number in 0..<50 {
                try connection.execute("INSERT INTO items (n) VALUES (?)", [number])
            }
            let after = (connection.statementCompilations, connection.cachedStatementCount)
            let sum = try connection.scalar("SELECT sum(n) FROM items")
            return (before, after, sum)
        }
        #expect(counts.1.0 - counts.0.0 == 1)
        #expect(counts.1.1 - counts.0.1 == 1)
        #expect(counts.2 == .integer(1225))
    }

    @Test func cachedStatementsStayCachedAcrossClosures() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let sql = "SELECT ? * 2"
        var results: [(DatabaseValue, Int)] = []
        for number in 1...3 {
            results.append(
                try await database.read { connection in
                    (try connection.scalar(sql, [number]), connection.statementCompilations)
                })
        }
        #expect(results.map(\.0) == [.integer(2), .integer(4), .integer(6)])
        // The first closure compiled the query (and COMMIT after it); later ones compile nothing.
        #expect(results[2].1 == results[1].1)
    }

    @Test func nestedUseOfTheSameSQLGetsItsOwnStatement() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let pairs = try await database.write { connection in
            try connection.execute("CREATE TABLE items (n INTEGER)")
            for number in 1...3 { try connection.execute("INSERT INTO items VALUES (?)", [number]) }
            let sql = "SELECT n FROM items WHERE n >= ? ORDER BY n"
            return try connection.query(sql, [2]) { outer throws(DatabaseError) in
                let n = try outer.int(0)
                let inner = try connection.query(sql, [n]) { row throws(DatabaseError) in try row.int(0) }
                return "\(n):\(inner.map(String.init).joined(separator: ","))"
            }
        }
        #expect(pairs == ["2:2,3", "3:3"])
    }

    @Test func theLeastRecentlyUsedStatementIsEvicted() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions(statementCacheCapacity: 3))
        let result = try await database.read { connection in
            for number in 0..<10 { _ = try connection.scalar("SELECT \(number)") }
            let full = (connection.cachedStatementCount, connection.statementCompilations)
            _ = try connection.scalar("SELECT 9")  // still cached
            let again = connection.statementCompilations
            _ = try connection.scalar("SELECT 0")  // evicted long ago
            return (full, again, connection.statementCompilations, connection.cachedStatementCount)
        }
        #expect(result.0.0 == 3)
        #expect(result.1 == result.0.1)
        #expect(result.2 == result.0.1 + 1)
        #expect(result.3 == 3)
    }

    /// The cache finds a statement by its text's length and ends, and compares the rest: texts
    /// that differ only in their middle are different statements, each compiled once.
    @Test func textsThatDifferOnlyInTheirMiddleAreDifferentStatements() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions(statementCacheCapacity: 4))
        let padding = String(repeating: " ", count: 40)
        // The same length, the same first and last 32 bytes.
        let texts = (1...3).map { "SELECT \(padding)\($0) + ?\(padding)" }
        let result = try await database.read { connection in
            // The transaction's BEGIN is cached already, and fills the cache with the three.
            let start = (connection.statementCompilations, connection.cachedStatementCount)
            var values: [DatabaseValue] = []
            for _ in 0..<3 {
                for text in texts { values.append(try connection.scalar(text, [10])) }
            }
            let full = (
                connection.statementCompilations - start.0, connection.cachedStatementCount - start.1,
                connection.statementCompilations
            )
            // Past the capacity, the least recently used go (BEGIN, then the first text), and the
            // others stay.
            for number in 0..<2 { _ = try connection.scalar("SELECT \(number)") }
            _ = try connection.scalar(texts[2], [10])
            let after = connection.statementCompilations
            _ = try connection.scalar(texts[0], [10])
            return (values, full, after, connection.statementCompilations, connection.cachedStatementCount)
        }
        #expect(
            result.0
                == Array(repeating: [DatabaseValue.integer(11), .integer(12), .integer(13)], count: 3).flatMap
            { $0 })
        #expect(result.1.0 == 3 && result.1.1 == 3)
        #expect(result.2 == result.1.2 + 2)
        #expect(result.3 == result.2 + 1)
        #expect(result.4 == 4)
    }

    @Test func severalStatementsNeedExecuteScript() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        await #expect(
            throws: DatabaseError.misuse(
                message:
                    "execute and query run one statement; use executeScript for several: CREATE TABLE a (x); CREATE TABLE b (y)"
            )
        ) {
            try await database.write { connection in
                try connection.execute("CREATE TABLE a (x); CREATE TABLE b (y)")
            }
        }
        let tables = try await database.write { connection in
            try connection.execute("CREATE TABLE single (x); -- a trailing comment is fine")
            try connection.executeScript("CREATE TABLE a (x); CREATE TABLE b (y); -- done")
            return try connection.query("SELECT name FROM sqlite_schema ORDER BY name") {
                row throws(DatabaseError) in try row.string(0)
            }
        }
        #expect(tables == ["a", "b", "single"])
    }

    @Test func explainQueryPlanReturnsTheDetailLines() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let plans = try await database.write { connection in
            try connection.executeScript(
                "CREATE TABLE items (id INTEGER PRIMARY KEY, feed INTEGER, at REAL); "
                    + "CREATE INDEX items_by_feed ON items (feed, at)")
            return (
                try connection.explainQueryPlan("SELECT * FROM items WHERE id = ?", [1]),
                try connection.explainQueryPlan("SELECT id FROM items WHERE feed = ? ORDER BY at", [1]),
                try connection.explainQueryPlan("SELECT * FROM items WHERE at > 5")
            )
        }
        #expect(plans.0 == ["SEARCH items USING INTEGER PRIMARY KEY (rowid=?)"])
        #expect(plans.1 == ["SEARCH items USING COVERING INDEX items_by_feed (feed=?)"])
        #expect(plans.2 == ["SCAN items"])
    }
}

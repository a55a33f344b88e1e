import DatabaseService
import Testing

@Suite struct TimeBudgetTests {
    /// Counts to a hundred million: seconds of work, far past any budget below.
    static let longCount =
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000000) SELECT count(*) FROM n"

    @Test func aStatementPastItsBudgetIsStopped() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        await #expect(throws: DatabaseError.timeBudgetExceeded(milliseconds: 20)) {
            try await database.read { connection in
                try connection.withTimeBudget(.milliseconds(20)) { try connection.scalar(Self.longCount) }
            }
        }
    }

    @Test func withinItsBudgetAStatementAnswersAndTheBudgetEndsWithIt() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let (answer, later) = try await database.read { connection in
            let answer = try connection.withTimeBudget(.seconds(30)) { try connection.scalar("SELECT 42") }
            // The budget is gone: a statement of a million steps after it runs to its end.
            let later = try connection.scalar(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT count(*) FROM n"
            )
            return (answer, later)
        }
        #expect(answer == .integer(42))
        #expect(later == .integer(300_000))
    }
}

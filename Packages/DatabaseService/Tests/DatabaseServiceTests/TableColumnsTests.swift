import DatabaseService
import Testing

@Suite struct TableColumnNames {
    enum Sample: Int, TableColumns {
        case id, feedID, bodyIsHTML, commentsURL, firstSeen
    }

    @Test func theSelectListIsTheCasesInOrderInSnakeCase() async throws {
        #expect(Sample.selectList() == "id, feed_id, body_is_html, comments_url, first_seen")
        #expect(
            Sample.selectList(table: "a") == "a.id, a.feed_id, a.body_is_html, a.comments_url, a.first_seen")
        #expect(Sample.count == 5)
        let database = try Database.openInMemory(options: DatabaseOptions())
        let read = try await database.write { connection in
            try connection.execute(
                "CREATE TABLE t (first_seen INTEGER, id INTEGER, feed_id INTEGER, body_is_html INTEGER, comments_url TEXT)"
            )
            try connection.execute("INSERT INTO t VALUES (5, 1, 2, 1, 'x')")
            return try connection.query("SELECT \(Sample.selectList()) FROM t") { row throws(DatabaseError) in
                [try row.int64(Sample.id), try row.int64(Sample.feedID), try row.int64(Sample.firstSeen)]
            }
        }
        #expect(
            read == [[1, 2, 5]], "each case reads the column it is named for, whatever the table's order")
    }
}

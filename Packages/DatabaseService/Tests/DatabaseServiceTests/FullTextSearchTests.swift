import DatabaseService
import Testing

@Suite struct FullTextSearch {
    private func searchable() async throws -> Database {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.write { connection in
            try connection.executeScript(
                """
                CREATE VIRTUAL TABLE documents USING fts5(title, body);
                INSERT INTO documents VALUES ('Swift on Linux', 'SQLite and FTS5 together');
                INSERT INTO documents VALUES ('Gardening', 'tomatoes in spring');
                """)
        }
        return database
    }

    private func search(_ database: Database, _ query: String) async throws -> [String] {
        try await database.read { connection in
            try connection.query("SELECT title FROM documents WHERE documents MATCH ? ORDER BY rank", [query])
            {
                row throws(DatabaseError) in try row.string(0)
            }
        }
    }

    @Test func fts5TablesWork() async throws {
        let database = try await searchable()
        #expect(try await search(database, "sqlite") == ["Swift on Linux"])
        #expect(try await search(database, "title:garden*") == ["Gardening"])
    }

    @Test func badQuerySyntaxIsItsOwnError() async throws {
        let database = try await searchable()
        for (query, message) in [
            ("sqlite AND", "fts5: syntax error near \"\""),
            ("\"unterminated", "unterminated string"),
            ("author:someone", "no such column: author"),
        ] {
            let error = await #expect(throws: DatabaseError.self) { try await search(database, query) }
            #expect(error == .fullTextSearchSyntax(message: message))
            #expect(
                error?.description.hasPrefix("the search query is not valid full-text query syntax") == true)
        }
    }

    @Test func ordinarySQLErrorsAreNotSearchSyntaxErrors() async throws {
        let database = try await searchable()
        await #expect(throws: DatabaseError.sqlite(code: 1, message: "no such column: author")) {
            try await database.read { connection in try connection.scalar("SELECT author FROM documents") }
        }
    }

    @Test func aMissingFTS5ModuleIsItsOwnError() {
        // This SQLite has FTS5, so the message SQLite gives without it is classified directly.
        let error = DatabaseError(sqliteCode: 1, message: "no such module: fts5")
        #expect(error == .fullTextSearchUnavailable(message: "no such module: fts5"))
        #expect(error.description.contains("lacks"))
    }
}

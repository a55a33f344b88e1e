import DatabaseService
import Testing

@testable import ArticleLogic

@Suite struct SearchBacklogMigration {
    /// A library at version 5, whose backlog held each waiting article's text, keeps those
    /// articles waiting by id at version 6; the next catch-up derives their text from the rows.
    @Test func waitingArticlesStayWaitingAndAreFoundAfterTheCatchUp() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate(
            DatabaseSchema(name: "articles", migrations: Array(ArticleSchema.schema.migrations.prefix(5))))
        try await database.write { connection in
            try connection.executeScript(
                """
                INSERT INTO articles (id, feed_id, feed_title, title, first_seen, sort_date, summary, content,
                    body_is_html, content_hash, last_seen)
                VALUES (7, 1, 'Feed', 'Waiting title', 0, 0, NULL, '<p>An <b>htmlbody</b> word</p>', 1, 0, 0),
                       (8, 1, 'Feed', 'Plain one', 0, 0, 'a plainsummary here', NULL, 0, 0, 0);
                INSERT INTO article_search_backlog (id, title, body) VALUES
                    (7, 'Waiting title', 'An htmlbody word'), (8, 'Plain one', 'a plainsummary here');
                """)
        }
        try await database.migrate(ArticleSchema.schema)
        let found = try await database.write { connection in
            let waiting = try connection.query("SELECT * FROM article_search_backlog ORDER BY id") {
                row throws(DatabaseError) in try row.value(0)
            }
            #expect(waiting == [.integer(7), .integer(8)])
            try ArticleStore().catchUp(.words, on: connection)
            return try ["htmlbody", "plainsummary", "waiting", "b"].map { word throws(DatabaseError) in
                try connection.query(
                    "SELECT rowid FROM article_search WHERE article_search MATCH ?", [word]
                ) { row throws(DatabaseError) in try row.int64(0) }
            }
        }
        #expect(found == [[7], [8], [7], []])
    }

    @Test func aBlankContentFallsBackToTheSummaryAsTheReaderShowsIt() {
        let text = SearchText.body.body([.text("  \n "), .text("<i>shown</i> summary"), .integer(1), .null])
        #expect(text == .text("shown summary"))
        #expect(SearchText.body.body([.null, .null, .integer(0), .null]) == .text(""))
        let withFullText = SearchText.body.body([.text("teaser"), .null, .integer(0), .text("<p>whole</p>")])
        #expect(withFullText == .text("teaser\nwhole"))
        #expect(SearchText.title.body([.text("a\u{2}b\u{3}c")]) == .text("abc"))
    }
}

import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import Testing

@Suite struct FullTextSearch {
    func seeded() async throws -> any ArticleLibraryUnderTest {
        let library = try await makeLibrary()
        _ = try await library.merge(
            [
                item("1", title: "Swift concurrency explained", text: "Actors and tasks in depth."),
                item(
                    "2", title: "Gardening", text: "Notes on swift growth of tomatoes, and more swift growth."
                ),
                item("3", title: "Rust", text: "Ownership without a garbage collector."),
            ], into: feedA, feedTitle: "A")
        return library
    }

    @Test
    func titleMatchesRankFirstAndMatchesAreHighlighted() async throws {
        let library = try await seeded()
        let hits = try await library.reading.search("swift", limit: 10)
        #expect(hits.map(\.article.displayTitle) == ["Swift concurrency explained", "Gardening"])
        let title = try #require(hits.first?.title)
        #expect(title.text == "Swift concurrency explained")
        #expect(title.highlights == [0..<5])
        let snippet = try #require(hits.last?.snippet)
        let marked = snippet.highlights.map { range in
            String(Array(snippet.text)[range])
        }
        #expect(marked.allSatisfy { $0.lowercased() == "swift" })
        #expect(!marked.isEmpty)
    }

    @Test
    func prefixesAndPhrasesWork() async throws {
        let library = try await seeded()
        #expect(try await library.reading.search("garb*", limit: 10).map(\.article.displayTitle) == ["Rust"])
        #expect(
            try await library.reading.search("\"swift growth\"", limit: 10).map(\.article.displayTitle) == [
                "Gardening"
            ])
        #expect(try await library.reading.search("nothing-like-this", limit: 10).isEmpty)
    }

    @Test
    func badQueriesAreClearErrors() async throws {
        let library = try await seeded()
        await #expect {
            try await library.reading.search("\"unclosed", limit: 10)
        } throws: { error in
            guard case ArticleError.invalidSearch = error else { return false }
            return String(describing: error).hasPrefix("the search could not be understood")
        }
        await #expect(throws: ArticleError.self) { try await library.reading.search("   ", limit: 10) }
    }

    @Test
    func largeMergesAndUpdatesKeepTheIndexExact() async throws {
        // More rows than one statement of the store's batched index writes holds.
        let library = try await makeLibrary()
        let many = (0..<150).map { item("m\($0)", title: "Entry \($0)", text: "common word\($0) oldtext") }
        _ = try await library.merge(many, into: feedA, feedTitle: "A")
        #expect(try await library.reading.search("common", limit: 200).count == 150)
        #expect(
            try await library.reading.search("word149", limit: 10).map(\.article.displayTitle) == [
                "Entry 149"
            ])

        let edited = (0..<70).map { item("m\($0)", title: "Entry \($0)", text: "common word\($0) newtext") }
        let outcome = try await library.merge(edited, into: feedA, feedTitle: "A")
        #expect(outcome.updated.count == 70)
        #expect(try await library.reading.search("newtext", limit: 200).count == 70)
        #expect(try await library.reading.search("oldtext", limit: 200).count == 80)
        #expect(try await library.reading.search("common", limit: 200).count == 150, "no row twice")
    }

    /// Rows in the search index and in its backlog.
    func indexRows(_ library: SQLiteLibrary) async throws -> (indexed: DatabaseValue, waiting: DatabaseValue)
    {
        try await library.database.read { connection in
            (
                try connection.scalar("SELECT count(*) FROM article_search"),
                try connection.scalar("SELECT count(*) FROM article_search_backlog")
            )
        }
    }

    @Test func newTextWaitsUntilTheFirstSearchAndThenIsIndexedOnce() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge(
            [item("1", title: "First", text: "alpha"), item("2", title: "Second", text: "beta")],
            into: feedA, feedTitle: "A")
        #expect(try await indexRows(library) == (.integer(0), .integer(2)))
        // A change while waiting replaces the waiting text; nothing reaches the index twice.
        _ = try await library.merge(
            [item("1", title: "First", text: "gamma"), item("2", title: "Second", text: "beta")],
            into: feedA, feedTitle: "A")
        #expect(try await library.stored.search("alpha", limit: 10).isEmpty)
        #expect(try await library.stored.search("gamma", limit: 10).map(\.article.displayTitle) == ["First"])
        #expect(try await indexRows(library) == (.integer(2), .integer(0)))
        // A change after indexing takes the old text out at once; the new text waits.
        _ = try await library.merge(
            [item("1", title: "First", text: "delta"), item("2", title: "Second", text: "beta")],
            into: feedA, feedTitle: "A")
        #expect(try await indexRows(library) == (.integer(1), .integer(1)))
        #expect(try await library.stored.search("gamma", limit: 10).isEmpty)
        #expect(try await library.stored.search("delta", limit: 10).count == 1)
    }

    @Test func articlesRemovedWhileWaitingLeaveNothingBehind() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge(
            [item("1", title: "Gone", text: "vanishing"), item("2", title: "Kept", text: "staying")],
            into: feedA, feedTitle: "A")
        _ = try await library.merge(
            [item("3", title: "Other", text: "elsewhere")], into: feedB, feedTitle: "B")
        #expect(try await library.removeArticles(of: feedA) == 2)
        #expect(try await indexRows(library) == (.integer(0), .integer(1)))
        #expect(try await library.stored.search("vanishing OR staying", limit: 10).isEmpty)
        #expect(try await library.stored.search("elsewhere", limit: 10).count == 1)
        // FTS5's own check: the index holds exactly what it was given, nothing more.
        try await library.database.write { connection in
            try connection.execute(
                "INSERT INTO article_search (article_search, rank) VALUES ('integrity-check', 1)")
        }
    }

    @Test func storedSearchUsesBM25AcrossTitleAndBody() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge(
            [
                item("t", title: "Kernel news", text: "nothing"),
                item("b", title: "Other", text: "kernel kernel kernel"),
            ],
            into: feedA, feedTitle: "A")
        let hits = try await library.stored.search("kernel", limit: 10)
        #expect(hits.count == 2)
        #expect(hits[0].rank <= hits[1].rank)
    }
}

@Suite struct QueryPlans {
    /// The plan of a query the store runs, on a real library.
    func plan(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) async throws -> String {
        let library = try await SQLiteLibrary(tags: [:])
        let values = arguments.map(\.databaseValue)
        let lines = try await library.database.read { try $0.explainQueryPlan(sql, values) }
        return lines.joined(separator: "\n")
    }

    @Test func unreadTimelineWalksTheUnreadIndexWithoutSorting() async throws {
        let plan = try await plan(
            "SELECT id FROM articles WHERE purged = 0 AND read = 0 AND (sort_date, id) < (?, ?) ORDER BY sort_date DESC, id DESC LIMIT 50",
            [Int64(1), Int64(1)])
        #expect(plan.contains("USING INDEX articles_unread"))
        #expect(!plan.contains("TEMP B-TREE"))
    }

    @Test func allAndStarredTimelinesUseTheirIndexes() async throws {
        let all = try await plan(
            "SELECT id FROM articles WHERE purged = 0 ORDER BY sort_date DESC, id DESC LIMIT 50")
        #expect(all.contains("USING INDEX articles_timeline") && !all.contains("TEMP B-TREE"))
        let starred = try await plan(
            "SELECT id FROM articles WHERE purged = 0 AND starred = 1 ORDER BY sort_date DESC, id DESC LIMIT 50"
        )
        #expect(starred.contains("USING INDEX articles_starred") && !starred.contains("TEMP B-TREE"))
        let today = try await plan(
            "SELECT id FROM articles WHERE purged = 0 AND sort_date >= ? ORDER BY sort_date DESC, id DESC LIMIT 50",
            [Int64(0)])
        #expect(today.contains("USING INDEX articles_timeline") && !today.contains("TEMP B-TREE"))
    }

    @Test func feedTimelineAndMergeLookupsUseTheFeedIndex() async throws {
        let page = try await plan(
            "SELECT id FROM articles WHERE purged = 0 AND feed_id = ? ORDER BY sort_date DESC, id DESC LIMIT 50",
            [Int64(1)])
        #expect(page.contains("USING INDEX articles_by_feed (feed_id=?)") && !page.contains("TEMP B-TREE"))
        let merge = try await plan(
            "SELECT id, guid, link, content_hash, purged FROM articles WHERE feed_id = ?", [Int64(1)])
        #expect(merge.contains("USING INDEX articles_by_feed (feed_id=?)"))
    }

    @Test func countsReadTheCountsTableAndSearchUsesFullText() async throws {
        let counts = try await plan(
            "SELECT feed_id, unread, total, starred FROM article_counts WHERE total > 0")
        #expect(counts.contains("SCAN article_counts"))
        let search = try await plan(
            "SELECT a.id FROM article_search JOIN articles AS a ON a.id = article_search.rowid WHERE article_search MATCH ?",
            ["x"])
        #expect(search.contains("VIRTUAL TABLE INDEX"))
        #expect(search.contains("SEARCH a USING INTEGER PRIMARY KEY"))
    }
}

@Suite struct SearchSyntaxTranslation {
    @Test func wordsWithPunctuationStayWords() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge(
            [item("c", title: "Learning c++ and node.js", text: "gpt-4 notes")], into: feedA, feedTitle: "A")
        for query in [
            "c++", "node.js", "gpt-4", "title:learning", "learn* AND (notes OR nothing)", "\"and node\"",
        ] {
            #expect(try await library.stored.search(query, limit: 5).count == 1, "query \(query)")
        }
        #expect(try await library.stored.search("learning NOT notes", limit: 5).isEmpty)
    }

    @Test func cPlusPlusIsNotTheLetterC() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge(
            [
                item("plain", title: "Plain c programming", text: "pointers"),
                item("plus", title: "Modern c++ templates", text: "concepts"),
                item("sharp", title: "Async in c#", text: "tasks"),
            ], into: feedA, feedTitle: "A")
        #expect(
            try await library.stored.search("c++", limit: 5).map(\.article.title) == ["Modern c++ templates"])
        #expect(try await library.stored.search("c#", limit: 5).map(\.article.title) == ["Async in c#"])
        #expect(
            try await library.stored.search("c", limit: 5).map(\.article.title) == ["Plain c programming"])
    }

    @Test func deepNestingIsAUsageErrorNotAnFTS5Crash() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        let query = String(repeating: "(", count: 5_000) + "swift" + String(repeating: ")", count: 5_000)
        await #expect(
            throws: ArticleError.invalidSearch(
                "parentheses are nested more than 32 deep; remove some of them")
        ) { try await library.stored.search(query, limit: 5) }
        let fine = String(repeating: "(", count: 32) + "swift" + String(repeating: ")", count: 32)
        #expect(try await library.stored.search(fine, limit: 5).isEmpty)
    }

    @Test(arguments: [
        ("NOT swift", "NOT needs a search term on each side"),
        ("swift OR", "the query ends with an operator"),
        ("(swift", "a parenthesis is not closed"), ("swift)", "a parenthesis does not match"),
        ("*", "a `*` must follow a word"), ("title:", "title: needs a word after the colon"),
    ])
    func malformedQueriesSayWhatToFix(query: String, reason: String) async throws {
        let library = try await SQLiteLibrary(tags: [:])
        await #expect(throws: ArticleError.invalidSearch(reason)) {
            try await library.stored.search(query, limit: 5)
        }
    }
}

import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import Testing

/// An article's full text, kept beside the feed's: read back, shown by default, searched,
/// matched by `content` filters, and dropped by retention with the feed's text.
@Suite struct FullTextStorage {
    static let wholeArticle =
        "<p>The engineers kept the granite facing of the wall.</p><h2>Boats</h2><p>Moorings reopen.</p>"

    func library() async throws -> (SQLiteLibrary, ArticleID) {
        let library = try await SQLiteLibrary(tags: [:])
        let outcome = try await library.merge(
            [
                item(
                    "1", title: "Harbour wall", link: "https://harbour.example/wall",
                    text: "Short teaser only.")
            ],
            into: feedA, feedTitle: "A")
        return (library, try #require(outcome.inserted.first))
    }

    func keep(_ html: String, of id: ArticleID, in library: SQLiteLibrary) async throws -> Bool {
        try await library.database.unitOfWork { try library.stored.storeFullText(html, of: id, in: $0) }
    }

    @Test func theFullTextIsShownAndTheFeedsStaysAvailable() async throws {
        let (library, id) = try await library()
        #expect(try await keep(Self.wholeArticle, of: id, in: library))
        let article = try await library.reading.article(id)
        #expect(article.fullText == Self.wholeArticle)
        #expect(article.summary == "Short teaser only.")
        let full = try await library.reading.readable(id, width: 72)
        #expect(full.isFullText)
        #expect(full.text.contains("granite facing"))
        let feed = try await library.reading.readable(id, width: 72, text: .feed)
        #expect(!feed.isFullText)
        #expect(feed.text == "Short teaser only.")
        #expect(try await !keep("<p>x</p>", of: ArticleID(999), in: library))
    }

    @Test func searchAndFiltersReadTheFullText() async throws {
        let (library, id) = try await library()
        #expect(try await library.reading.search("granite", limit: 10).isEmpty)
        _ = try await keep(Self.wholeArticle, of: id, in: library)
        #expect(try await library.reading.search("granite", limit: 10).map(\.article.id) == [id])
        #expect(try await library.reading.search("teaser", limit: 10).map(\.article.id) == [id])
        for filter in ["content =~ \"granite\"", "content # \"moorings\"", "content =~ \"teaser\""] {
            let expression = try FilterExpression(parsing: filter)
            let page = try await library.reading.page(ArticleQuery(match: expression), after: nil, limit: 10)
            #expect(page.articles.map(\.id) == [id], "\(filter)")
        }
    }

    @Test func retentionDropsTheFullTextWithTheFeedsText() async throws {
        let (library, id) = try await library()
        _ = try await keep(Self.wholeArticle, of: id, in: library)
        _ = try await library.reading.setRead([id], read: true)
        let removed = try await library.applyRetention(RetentionPolicy(days: 365, itemsPerFeed: 0), to: feedA)
        #expect(removed == [id])
        let left = try await library.database.read {
            try $0.query("SELECT full_text FROM articles WHERE id = ?", [id.rawValue]) {
                row throws(DatabaseError) in try row.optionalString(0)
            }
        }
        #expect(left.allSatisfy { $0 == nil })
        #expect(try await library.reading.search("granite", limit: 10).isEmpty)
    }
}

import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import Testing

/// Articles brought over from another reader, with their state.
@Suite struct ImportTests {
    func imported(
        _ guid: String?, title: String, link: String? = nil, read: Bool = false, starred: Bool = false,
        removed: Bool = false
    ) -> ImportedArticle {
        ImportedArticle(
            article: item(guid, title: title, link: link, text: "\(title) body"), isRead: read,
            isStarred: starred,
            isRemoved: removed)
    }

    func importing(_ articles: [ImportedArticle], into library: SQLiteLibrary) async throws
        -> ImportedArticlesOutcome
    {
        try await library.database.unitOfWork {
            try StoredArticles(database: library.database, subscriptions: FixedSubscriptionFacts())
                .importArticles(
                    articles, into: feedA, feedTitle: "A", now: testNow, in: $0)
        }
    }

    @Test func newArticlesKeepTheirStateAndAnImportDoneTwiceAddsNothing() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        let articles = [
            imported("a", title: "Read one", read: true), imported("b", title: "Starred one", starred: true),
            imported("c", title: "Unread one"), imported("d", title: "Deleted there", removed: true),
        ]
        let first = try await importing(articles, into: library)
        #expect(first == ImportedArticlesOutcome(added: 3, read: 1, starred: 1, removed: 1, alreadyHere: 0))
        #expect(try await library.stored.counts()[feedA] == ArticleCounts(unread: 2, total: 3, starred: 1))
        #expect(try await library.stored.search("starred", limit: 5).count == 1)
        #expect(try await library.stored.search("deleted", limit: 5).isEmpty)
        let second = try await importing(articles, into: library)
        #expect(second == ImportedArticlesOutcome(alreadyHere: 4))
        #expect(try await library.stored.counts()[feedA] == ArticleCounts(unread: 2, total: 3, starred: 1))
    }

    @Test func anArticleAlreadyHereKeepsItsOwnStateAndText() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        let merged = try await library.merge([item("a", title: "Fetched here")], into: feedA, feedTitle: "A")
        _ = try await library.stored.setStarred(merged.inserted, starred: true)
        let outcome = try await importing([imported("a", title: "Old text", read: true)], into: library)
        #expect(outcome == ImportedArticlesOutcome(alreadyHere: 1))
        let article = try await library.stored.article(try #require(merged.inserted.first))
        #expect(article.title == "Fetched here")
        #expect(article.isStarred)
        #expect(!article.isRead)
    }

    @Test func aDeletedArticleIsNotBroughtBackByItsFeed() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await importing([imported("gone", title: "Gone", removed: true)], into: library)
        let refreshed = try await library.merge([item("gone", title: "Gone")], into: feedA, feedTitle: "A")
        #expect(refreshed.inserted.isEmpty)
        #expect(try await library.stored.counts()[feedA] == nil)
    }
}

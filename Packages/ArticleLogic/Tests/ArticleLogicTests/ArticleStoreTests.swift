import DatabaseService
import Foundation
import LibraryModelLogic
import Testing

@testable import ArticleLogic

/// Rows are read by position, and the positions are `ArticleColumn`'s: the select list is written
/// from the same cases, so each position names the column it reads.
@Suite struct ArticleRows {
    @Test func eachPositionReadsTheColumnItIsNamedFor() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge([item("a", title: "One")], into: FeedID(1), feedTitle: "Feed")
        let names = try await library.database.read { connection in
            try connection.query("SELECT \(ArticleColumn.selectList()) FROM articles") {
                row throws(DatabaseError) in
                row.columnNames
            }
        }
        #expect(names.first == ArticleColumn.allCases.map(\.name))
        let tableColumns = try await library.database.read { connection in
            try connection.query("SELECT name FROM pragma_table_info('articles')") {
                row throws(DatabaseError) in
                try row.string(0)
            }
        }
        #expect(Set(ArticleColumn.allCases.map(\.name)).isSubset(of: Set(tableColumns)))
        let article = try await library.reading.article(ArticleID(1))
        #expect(article.title == "One" && article.feedTitle == "Feed" && article.guid == "a")
    }
}

@Suite struct StorageFailures {
    /// A write the database refuses reaches the caller as the database's own error, not its text.
    @Test func aStorageFailureKeepsTheDatabaseError() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge([item("a", title: "One")], into: FeedID(1), feedTitle: "Feed")
        var options = DatabaseOptions(busyTimeoutMilliseconds: 2000)
        options.readOnly = true
        let readOnly = try Database.open(at: URL(fileURLWithPath: library.database.path), options: options)
        let articles = StoredArticles(
            database: readOnly, subscriptions: FixedSubscriptionFacts([:]), now: { testNow })
        do {
            _ = try await articles.setRead([ArticleID(1)], read: true)
            Issue.record("a read-only library accepted a write")
        } catch .storage(let cause) {
            guard case .readOnly = cause else {
                Issue.record("the cause is \(cause), not readOnly")
                return
            }
        } catch {
            Issue.record("\(error) is not a storage failure")
        }
    }
}

/// The store looks up only the stored articles an item could be (by guid, by link, by content
/// hash), and each merge rule still finds its article among many others of the feed.
@Suite struct IdentityLookups {
    @Test func everyRuleFindsItsArticleAmongMany() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        let crowd = (0..<200).map {
            item("crowd-\($0)", title: "Crowd \($0)", link: "https://example.com/c/\($0)")
        }
        let guided = item("g-1", title: "Guided", link: "https://example.com/guided")
        let linked = item(nil, title: "Linked", link: "https://example.com/linked")
        let linkAsGuid = item("https://example.com/as-guid", title: "Guid is a link")
        let bare = item(nil, title: "Bare", text: "no guid, no link")
        let stored = try await library.merge(
            crowd + [guided, linked, linkAsGuid, bare], into: feedA, feedTitle: "Feed")
        #expect(stored.inserted.count == 204)
        let ids = Array(stored.articleIDs.suffix(4))
        // Elsewhere, the same identities mean nothing.
        _ = try await library.merge([guided, linked], into: feedB, feedTitle: "Other")

        let again = try await library.merge(
            [
                item("g-1", title: "Guided, edited", link: "https://example.com/guided"),
                item(nil, title: "Linked", link: "https://example.com/linked"),
                item(nil, title: "Guid is a link", link: "https://example.com/as-guid"),
                item(nil, title: "By the guided one's link", link: "https://example.com/guided"),
                item(nil, title: "Bare", text: "no guid, no link"),
                item("new", title: "New"),
            ], into: feedA, feedTitle: "Feed")
        #expect(again.inserted.count == 1)
        #expect(Array(again.articleIDs.prefix(5)) == [ids[0], ids[1], ids[2], ids[0], ids[3]])
        #expect(again.updated.first == ids[0])
    }
}

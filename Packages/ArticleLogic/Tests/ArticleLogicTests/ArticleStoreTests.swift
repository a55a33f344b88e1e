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

import DatabaseService
import LibraryModelLogic
import Testing

@testable import SyncLogic

/// A page's server articles are mapped in one statement; a server article mapped already keeps
/// its first mapping.
@Suite struct ArticleMapTests {
    @Test func aPageMapsInOneGoAndAnEarlierMappingStays() async throws {
        let library = try await OutboxLibrary.make()
        let (account, ids) = (library.account, library.ids)
        let feeds = try await library.database.read { connection in
            try SyncStore().articleMap(of: account, feeds: nil, on: connection)
        }
        #expect(feeds.map(\.remote).sorted() == [101, 102])
        let feed = try #require(
            try await library.database.read { connection in
                try connection.queryFirst("SELECT feed_id FROM articles WHERE id = ?", [ids[0].rawValue]) {
                    row throws(DatabaseError) in try row.int64(0)
                }
            })
        try await library.database.unitOfWork { work in
            try SyncStore().mapArticles(
                [
                    SyncStore.ArticleMapping(remote: 101, article: ids[1], feed: .init(rawValue: feed)),
                    SyncStore.ArticleMapping(remote: 103, article: ids[1], feed: .init(rawValue: feed)),
                ], account: account, on: work.connection)
        }
        let map = try await library.database.read { connection in
            try SyncStore().articleMap(of: account, feeds: nil, on: connection)
        }
        #expect(
            map.sorted { $0.remote < $1.remote }.map { [$0.remote, $0.article.rawValue] } == [
                [101, ids[0].rawValue], [102, ids[1].rawValue], [103, ids[1].rawValue],
            ])
    }
}

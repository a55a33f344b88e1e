import ArticleLogic
import DatabaseService
import RefreshUI
import Testing

@MainActor @Suite struct BackgroundRefreshing {
    /// Rows waiting for the search indexes.
    func waiting(_ database: Database) async throws -> [DatabaseValue] {
        try await database.read { connection in
            [
                try connection.scalar("SELECT count(*) FROM article_search_backlog"),
                try connection.scalar("SELECT count(*) FROM article_titles_backlog"),
            ]
        }
    }

    @Test func aRefreshThatBringsArticlesLeavesNothingWaitingForTheSearchIndexes() async throws {
        let fixture = try await RefreshFixture()
        let background = BackgroundRefresh(
            refresh: LibraryRefresh(refresher: fixture.refresher, companion: nil),
            subscriptions: fixture.subscriptions,
            articles: StoredArticles(database: fixture.database, subscriptions: FixedSubscriptionFacts()))
        #expect(background.start(resolving: nil))
        await background.wait()
        #expect(background.activityText == "Refreshed 2 feed(s) · 3 new")
        #expect(try await waiting(fixture.database) == [.integer(0), .integer(0)])
    }

    @Test func withoutTheArticlesTheyWaitForTheFirstSearch() async throws {
        let fixture = try await RefreshFixture()
        let background = BackgroundRefresh(
            refresh: LibraryRefresh(refresher: fixture.refresher, companion: nil),
            subscriptions: fixture.subscriptions)
        #expect(background.start(resolving: nil))
        await background.wait()
        #expect(try await waiting(fixture.database) == [.integer(3), .integer(3)])
    }
}

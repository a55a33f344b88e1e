import ArticleLogic
import DatabaseService
import ExitCodeUI
import FilterLogic
import Foundation
import LibraryModelLogic
import NavigationUI
import QueryFeedLogic
import QueryFeedUI
import TerminalUI
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// The query feed screens over an in-memory library of three articles in one feed.
@MainActor struct QueryFeedScreenFixture {
    let database: Database
    let articles: StoredArticles
    let queryFeeds: StoredQueryFeeds
    let router = Router()

    init() async throws {
        database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([ArticleSchema.schema, QueryFeedSchema.schema])
        articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
        queryFeeds = StoredQueryFeeds(database: database, articles: articles, now: { testNow })
        let items = ["Swift 6", "Swift tips", "Rust news"].enumerated().map { index, title in
            IncomingArticle(
                guid: title, title: title, published: testNow - Double(index + 1) * 3600, summary: title,
                plainText: title)
        }
        try await database.write { connection in
            _ = try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                items, into: FeedID(1), feedTitle: "One", now: testNow, in: UnitOfWork(connection))
        }
        QueryFeedScreens.register(
            in: router, dependencies: QueryFeedDependencies(queryFeeds: queryFeeds, now: { testNow }))
    }

    /// Opens `url` as a one-shot command: its failure, its lines and its JSON.
    func run(_ url: String) async throws -> (failure: ScreenFailure?, lines: [String], json: String) {
        let controller = try router.controller(for: url)
        await controller.load()
        let json = try (controller as? any JSONPresentable)?.jsonOutput() ?? ""
        return (controller.failure, controller.view.render(width: 100), json)
    }
}

@MainActor @Suite struct QueryFeedScreenTests {
    @Test func addSavesTheFilterAndSaysWhatItMatches() async throws {
        let fixture = try await QueryFeedScreenFixture()
        let added = try await fixture.run(
            Routes.addQueryFeed(
                .init(name: "Swift", match: try .init(parsing: #"title =~ "swift""#), tags: ["lang"])))
        #expect(added.failure == nil)
        #expect(added.lines == ["Added the query feed 'Swift': 2 articles match it, 2 unread"])
        #expect(added.json.contains(#""filter" : "title =~ \"swift\"""#))
        #expect(try await fixture.queryFeeds.queryFeed(named: "swift").tags == ["lang"])
    }

    @Test func theListShowsEachQueryFeedWithItsCountsFilterAndTags() async throws {
        let fixture = try await QueryFeedScreenFixture()
        _ = try await fixture.queryFeeds.add(
            name: "Swift", expression: try .init(parsing: #"title =~ "swift""#), tags: ["lang"])
        _ = try await fixture.queryFeeds.add(
            name: "all", expression: try .init(parsing: "age >= 0"), tags: [])
        let listed = try await fixture.run(Routes.queryFeeds())
        #expect(
            listed.lines == [
                "Query feeds · 2 · 5 unread",
                "all        3/3  age >= 0",
                #"Swift      2/2  title =~ "swift"  #lang"#,
            ])
        #expect(listed.json.contains(#""unread" : 2"#))
    }

    @Test func anEmptyListSaysHowToAddOne() async throws {
        let fixture = try await QueryFeedScreenFixture()
        let listed = try await fixture.run(Routes.queryFeeds())
        #expect(
            listed.lines.last?.hasPrefix("No query feeds yet. Save a filter with `tidings query add") == true)
    }

    @Test func removeSaysTheArticlesStay() async throws {
        let fixture = try await QueryFeedScreenFixture()
        _ = try await fixture.queryFeeds.add(
            name: "Swift", expression: try .init(parsing: "age < 1"), tags: [])
        let removed = try await fixture.run(Routes.removeQueryFeed(.init(name: "SWIFT")))
        #expect(
            removed.lines == ["Removed the query feed 'Swift'; the articles it matched stay in their feeds"])
        #expect(try await fixture.queryFeeds.queryFeeds().isEmpty)
    }

    @Test func wrongNamesAndMissingFiltersAreUsageFailures() async throws {
        let fixture = try await QueryFeedScreenFixture()
        _ = try await fixture.queryFeeds.add(
            name: "Swift", expression: try .init(parsing: "age < 1"), tags: [])
        let duplicate = try await fixture.run(
            Routes.addQueryFeed(.init(name: "swift", match: try .init(parsing: "age < 2"))))
        #expect(duplicate.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(duplicate.failure?.message.hasPrefix("there is a query feed named 'swift' already") == true)
        let unknown = try await fixture.run(Routes.removeQueryFeed(.init(name: "nope")))
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(unknown.failure?.message == "there is no query feed named 'nope'; there are 'Swift'")
        let missing = try await fixture.run("tidings://queries/add?name=x")
        #expect(
            missing.failure
                == ScreenFailure("give the query feed's filter as match=", code: .usage))
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://queries/add?name=x&match=age")
        }
    }
}

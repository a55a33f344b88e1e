import ArticleLogic
import DatabaseService
import ExitCodeUI
import FeedParserService
import FilterLogic
import Foundation
import IgnoreRuleLogic
import IgnoreRuleUI
import LibraryModelLogic
import NavigationUI
import SubscriptionLogic
import TerminalUI
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// The ignore commands over an in-memory library: one feed, "One", with three articles.
@MainActor struct IgnoreScreenFixture {
    let articles: StoredArticles
    let rules: StoredIgnoreRules
    let router = Router()

    init() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, IgnoreRuleSchema.schema])
        articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { testNow })
        rules = StoredIgnoreRules(database: database, articles: articles, now: { testNow })
        let fetcher = InMemoryFeedFetcher()
        let feedURL = try #require(URL(string: "https://one.example/feed"))
        await fetcher.serve(
            feedURL, body: Data(#"<rss version="2.0"><channel><title>One</title></channel></rss>"#.utf8))
        let subscriptions = StoredSubscriptions(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            fetcher: fetcher,
            parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: { testNow })
        _ = try await subscriptions.add(feedURL, tags: [])
        let items = ["Sponsored: a", "Sponsored: b", "News"].map {
            IncomingArticle(guid: $0, title: $0, published: testNow, summary: $0, plainText: $0)
        }
        _ = try await database.write { connection in
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                items, into: FeedID(1), feedTitle: "One", now: testNow, in: UnitOfWork(connection))
        }
        IgnoreRuleScreens.register(
            in: router,
            dependencies: IgnoreRuleDependencies(
                ignoreRules: rules, subscriptions: subscriptions, now: { testNow }))
    }

    func run(_ url: String) async throws -> (failure: ScreenFailure?, lines: [String]) {
        let controller = try router.controller(for: url)
        await controller.load()
        return (controller.failure, controller.view.render(width: 240))
    }
}

@MainActor @Suite struct IgnoreRuleScreenTests {
    @Test func addListTestAndRemoveSayWhatTheyDid() async throws {
        let fixture = try await IgnoreScreenFixture()
        #expect(
            try await fixture.run(Routes.ignoreRules()).lines.first?.hasPrefix("No ignore rules.") == true)
        let sponsored = try FilterExpression(parsing: #"title =~ "^sponsored""#)
        let tested = try await fixture.run(Routes.testIgnoreRule(.init(match: sponsored)))
        #expect(tested.lines.first == "It would catch 2 stored articles; nothing was changed")
        let added = try await fixture.run(
            Routes.addIgnoreRule(.init(match: sponsored, feed: "One", mode: .hide)))
        #expect(
            added.lines == [
                #"Added ignore rule 1: title =~ "^sponsored"; what it matches in One is hidden from every list and "#
                    + "count (2 articles now); starred ones stay"
            ])
        let dropping = try await fixture.run(
            Routes.addIgnoreRule(.init(match: try .init(parsing: "age > 30"))))
        #expect(
            dropping.lines.first?.hasSuffix(
                "new articles it matches in every feed will not be stored; starred ones stay") == true)
        #expect(
            try await fixture.run(Routes.ignoreRules()).lines == [
                "Ignore rules (2)", #"1  title =~ "^sponsored"  One  hides"#,
                "2  age > 30  every feed  drops",
            ])
        let removed = try await fixture.run(Routes.removeIgnoreRule(.init(number: 1)))
        #expect(removed.lines == [#"Removed ignore rule 1: title =~ "^sponsored"; what it hid shows again"#])
        #expect(try await fixture.articles.counts(of: nil).total == 3)
    }

    @Test func wrongNumbersFeedsAndMissingFiltersAreUsageFailures() async throws {
        let fixture = try await IgnoreScreenFixture()
        let unknown = try await fixture.run(Routes.removeIgnoreRule(.init(number: 4)))
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(
            unknown.failure?.message == "there is no ignore rule 4; add one with `tidings ignore add EXPR`")
        let feed = try await fixture.run(
            Routes.addIgnoreRule(.init(match: try .init(parsing: "age > 1"), feed: "nope")))
        #expect(feed.failure?.exitStatus == ExitCode.usage.rawValue)
        let missing = try await fixture.run("tidings://ignore/add")
        #expect(
            missing.failure == ScreenFailure("give the rule's filter as match=", code: .usage)
        )
        #expect(try await fixture.rules.rules().isEmpty)
    }
}

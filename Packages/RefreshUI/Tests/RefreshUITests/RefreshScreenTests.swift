import ArticleLogic
import DatabaseService
import ExitCodeUI
import FeedParserService
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import NavigationUI
import RefreshLogic
import RefreshUI
import SubscriptionLogic
import TerminalUI
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

func rss(_ title: String, items: [String]) -> Data {
    let entries = items.map { "<item><guid>\($0)</guid><title>\($0)</title></item>" }
    return Data(
        "<rss version=\"2.0\"><channel><title>\(title)</title>\(entries.joined())</channel></rss>".utf8)
}

@MainActor
struct RefreshFixture {
    let fetcher = InMemoryFeedFetcher()
    let subscriptions: StoredSubscriptions
    let router = Router()
    let database: Database
    let refresher: FeedRefresher

    init(companion: (any RefreshCompanion)? = nil) async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        self.database = database
        try await database.migrate([
            SubscriptionSchema.schema, ArticleSchema.schema, RefreshSchema.schema, IgnoreRuleSchema.schema,
        ])
        subscriptions = StoredSubscriptions(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            fetcher: fetcher,
            parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: { testNow })
        refresher = FeedRefresher(
            recording: StoredRefreshRecording(
                database: database,
                articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
                subscriptions: StoredSubscriptionTables(),
                ignoreRules: StoredIgnoreRuleTables()),
            fetcher: fetcher,
            settings: RefreshSettings(
                concurrency: 2, retention: RetentionPolicy(days: 30, itemsPerFeed: 100),
                backoff: RefreshBackoff(base: 600, maximum: 3600),
                parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20)),
            now: { testNow }, announce: { _ in })
        await fetcher.serve(link("https://a.example/feed"), body: rss("Alpha", items: ["a1", "a2"]))
        await fetcher.serve(link("https://b.example/feed"), body: rss("Beta", items: ["b1"]))
        _ = try await subscriptions.add(link("https://a.example/feed"), tags: ["news"])
        _ = try await subscriptions.add(link("https://b.example/feed"), tags: [])
        RefreshScreens.register(
            in: router,
            dependencies: RefreshDependencies(
                subscriptions: subscriptions, refresher: refresher, companion: companion))
    }

    func oneShot(_ url: String) async throws -> (ViewController, [String]) {
        let controller = try router.controller(for: url)
        await controller.load()
        return (controller, controller.view.render(width: 70))
    }
}

@MainActor @Suite struct RefreshDisplay {
    @Test func progressCountsFeedsAndNewArticles() {
        let model = RefreshViewModel()
        let feed = Feed(
            id: FeedID(1), url: link("https://a.example/feed"), sourceTitle: "Alpha", addedAt: testNow)
        model.record(
            RefreshProgress(completed: 1, total: 4, feed: feed, result: .updated(new: 3, changed: 0)))
        model.record(
            RefreshProgress(
                completed: 2, total: 4, feed: feed,
                result: .failed(FeedRefreshFailure("boom", class: .serverError))))
        #expect(model.fraction == 0.5)
        #expect(model.progressLabel == "2/4 feeds · 3 new · 1 failed · Alpha")
        #expect(
            RefreshView(viewModel: model).render(width: 50) == [
                "[#####------] 2/4 feeds · 3 new · 1 failed · Alpha", "Refreshing…",
            ])
    }

    @Test func summaryListsEachFailureWithItsReason() {
        let model = RefreshViewModel()
        var summary = RefreshSummary()
        summary.feedsChecked = 3
        summary.newArticles = 5
        summary.failures = [
            .init(
                feed: Feed(
                    id: FeedID(2), url: link("https://b.example/"), sourceTitle: "Beta\u{1B}]0;x\u{07}",
                    addedAt: testNow),
                failure: FeedRefreshFailure("the server answered 500", class: .serverError))
        ]
        model.finish(RefreshOutcome(feeds: summary, companions: []))
        #expect(
            RefreshView(viewModel: model).render(width: 70) == [
                "Checked 3 feed(s): 5 new article(s).", "1 feed(s) failed:",
                "  Beta (feed 2): the server answered 500",
            ])
    }
}

@MainActor @Suite struct RefreshScreen {
    @Test func refreshesAndSummarises() async throws {
        let fixture = try await RefreshFixture()
        let (controller, lines) = try await fixture.oneShot(Routes.refresh(.init()))
        #expect(lines == ["Checked 2 feed(s): 3 new article(s)."])
        #expect(controller.exitStatus == ExitCode.ok.rawValue)
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        #expect(json.contains("\"newArticles\" : 3"))
    }

    @Test func aFailingFeedExitsOne() async throws {
        let fixture = try await RefreshFixture()
        await fixture.fetcher.serve(
            link("https://b.example/feed"), answer: .failure(FetchFailure(.timeout, "timed out after 30 s")))
        let (controller, lines) = try await fixture.oneShot(Routes.refresh(.init()))
        #expect(controller.exitStatus == ExitCode.partialFailure.rawValue)
        #expect(lines.last == "  Beta (feed 2): timed out after 30 s")
    }

    @Test func scopesByFeedReferenceAndTag() async throws {
        let fixture = try await RefreshFixture()
        let (_, byFeed) = try await fixture.oneShot(
            Routes.refresh.pattern.url(["feed": "alpha"]).absoluteString)
        #expect(byFeed == ["Checked 1 feed(s): 2 new article(s)."])
        let (_, byTag) = try await fixture.oneShot(Routes.refresh(.init(tag: "news")))
        #expect(byTag == ["Checked 1 feed(s): 0 new article(s)."])
        let (unknown, _) = try await fixture.oneShot(
            Routes.refresh.pattern.url(["feed": "gamma"]).absoluteString)
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
        let (noTag, _) = try await fixture.oneShot(Routes.refresh(.init(tag: "sports")))
        #expect(
            noTag.failure?.message
                == "no feed carries the tag 'sports'; see the feeds' tags with `tidings feeds --json`")
        #expect(noTag.failure?.exitStatus == ExitCode.usage.rawValue)
    }
}

/// A companion that keeps feed 2 and reports what it was given, as the sync accounts do.
struct KeepingCompanion: RefreshCompanion {
    let failure: ScreenFailure?
    let seen = Seen()

    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var scopes: [[FeedID]?] = []
        func record(_ feeds: [FeedID]?) { lock.withLock { scopes.append(feeds) } }
        var all: [[FeedID]?] { lock.withLock { scopes } }
    }

    func keptFeeds() async throws(ScreenFailure) -> Set<FeedID> { [FeedID(2)] }

    func refresh(_ feeds: [FeedID]?, progress: @escaping @Sendable (CompanionStep) -> Void) async
        -> [CompanionReport]
    {
        seen.record(feeds)
        progress(CompanionStep(source: "home", label: "home: 7 new articles", isDone: false))
        progress(CompanionStep(source: "home", label: "home: done", isDone: true))
        return [
            CompanionReport(
                source: "home", feedsChecked: 1, feedsUpdated: 1, newArticles: 7, failure: failure)
        ]
    }
}

@MainActor @Suite struct RefreshWithCompanion {
    @Test func theCompanionsFeedsAreLeftToItAndItsArticlesCounted() async throws {
        let companion = KeepingCompanion(failure: nil)
        let fixture = try await RefreshFixture(companion: companion)
        let before = await fixture.fetcher.requests.count
        let (controller, lines) = try await fixture.oneShot(Routes.refresh(.init()))
        // Alpha is fetched (2 new); Beta is the companion's (7 new), never fetched.
        #expect(lines == ["Checked 2 feed(s): 9 new article(s)."])
        #expect(controller.exitStatus == ExitCode.ok.rawValue)
        #expect(await fixture.fetcher.requests.dropFirst(before).map(\.url.host) == ["a.example"])
        #expect(companion.seen.all == [nil])
        let (_, tagged) = try await fixture.oneShot(Routes.refresh(.init(tag: "news")))
        #expect(tagged.first == "Checked 2 feed(s): 7 new article(s).")
        #expect(companion.seen.all.last == [FeedID(1)])
    }

    @Test func aRefusedLoginKeepsItsExitStatus() async throws {
        let refused = ScreenFailure(
            "account 'home': the server refused the login", code: .noPermission)
        let fixture = try await RefreshFixture(companion: KeepingCompanion(failure: refused))
        let (controller, lines) = try await fixture.oneShot(Routes.refresh(.init()))
        #expect(controller.exitStatus == ExitCode.noPermission.rawValue)
        #expect(lines.last == "account 'home': the server refused the login")
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        #expect(json.contains("the server refused the login"))
    }

    @Test func aFailingCompanionExitsOne() {
        let outcome = RefreshOutcome(
            feeds: RefreshSummary(),
            companions: [
                CompanionReport(
                    source: "home", feedsChecked: 0, feedsUpdated: 0, newArticles: 0,
                    failure: ScreenFailure("offline", code: .partialFailure))
            ])
        #expect(outcome.exitStatus == ExitCode.partialFailure.rawValue)
        #expect(RefreshOutcome(feeds: RefreshSummary(), companions: []).exitStatus == ExitCode.ok.rawValue)
    }
}

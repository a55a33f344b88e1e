import ArticleLogic
import DatabaseService
import FeedParserService
import Foundation
import LibraryModelLogic
import NotificationLogic
import SubscriptionLogic
import Synchronization
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// A way of showing notices that keeps them, or answers as told.
final class KeptNotices: NotificationDelivering {
    let name: String
    let answer: DeliveryFailure?
    let notices = Mutex<[ArrivalNotice]>([])

    init(_ name: String, answer: DeliveryFailure? = nil) {
        self.name = name
        self.answer = answer
    }

    func deliver(_ notice: ArrivalNotice) async throws(DeliveryFailure) {
        if let answer { throw answer }
        notices.withLock { $0.append(notice) }
    }
}

/// A library of two feeds, with articles that arrived before the refresh and during it.
struct NotifierFixture {
    let articles: StoredArticles
    let subscriptions: StoredSubscriptions
    let refreshBegan = testNow.addingTimeInterval(-60)

    init() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema])
        articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { testNow })
        let fetcher = InMemoryFeedFetcher()
        subscriptions = StoredSubscriptions(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            fetcher: fetcher, parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: { testNow })
        for (host, title) in [("photos", "Photo Blog"), ("work", "Work Tracker")] {
            let url = try #require(URL(string: "https://\(host).example/feed"))
            await fetcher.serve(
                url, body: Data("<rss version=\"2.0\"><channel><title>\(title)</title></channel></rss>".utf8))
            _ = try await subscriptions.add(url, tags: host == "work" ? ["work"] : [], fullText: false)
        }
        let tables = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
        let arrivals: [(FeedID, [String], Date)] = [
            (FeedID(1), ["Old picture"], testNow.addingTimeInterval(-86_400)),
            (FeedID(1), ["Harbour", "Gulls"], testNow),
            (FeedID(2), ["Ticket 1", "Ticket 2", "Ticket 3"], testNow),
        ]
        for (feed, titles, seen) in arrivals {
            _ = try await database.unitOfWork { work in
                try tables.merge(
                    titles.enumerated().map { index, title in
                        IncomingArticle(
                            guid: title, title: title, published: seen.addingTimeInterval(Double(index)),
                            summary: title,
                            plainText: title)
                    }, into: feed, feedTitle: "feed", now: seen, in: work)
            }
        }
    }

    func notifier(
        _ rules: NotificationRules = NotificationRules(), ways: [any NotificationDelivering],
        minute: Int = 12 * 60
    )
        -> ArrivalNotifier
    {
        ArrivalNotifier(
            articles: articles, subscriptions: subscriptions, rules: rules, ways: ways, now: { testNow },
            localMinute: { _ in minute })
    }
}

@Suite struct NotifierTests {
    @Test func whatArrivedGoesToTheFirstWayThere() async throws {
        let fixture = try await NotifierFixture()
        let desktop = KeptNotices("the desktop", answer: .unavailable("no bus"))
        let command = KeptNotices("notify-send")
        let report = await fixture.notifier(ways: [desktop, command]).notifyArrivals(
            since: fixture.refreshBegan)
        let notice = ArrivalNotice(
            summary: "5 new articles in 2 feeds",
            body: "Work Tracker (3): Ticket 3 · Ticket 2 · Ticket 1\nPhoto Blog (2): Gulls · Harbour",
            articles: 5)
        #expect(report == .sent(notice, via: "notify-send"))
        #expect(command.notices.withLock { $0 } == [notice])
    }

    @Test func mutedTagsQuietHoursAndNothingNew() async throws {
        let fixture = try await NotifierFixture()
        let command = KeptNotices("notify-send")
        let muted = await fixture.notifier(
            NotificationRules(mutedTags: ["work"], titlesPerFeed: 1), ways: [command]
        )
        .notifyArrivals(since: fixture.refreshBegan)
        #expect(
            muted
                == .sent(
                    ArrivalNotice(
                        summary: "2 new articles in Photo Blog", body: "Photo Blog (2): Gulls", articles: 2),
                    via: "notify-send"))

        let quiet = await fixture.notifier(
            NotificationRules(quietHours: try QuietHours("11:00-13:00")), ways: [command], minute: 12 * 60
        )
        .notifyArrivals(since: fixture.refreshBegan)
        #expect(quiet == .quiet)

        let later = await fixture.notifier(ways: [command]).notifyArrivals(
            since: testNow.addingTimeInterval(1))
        #expect(later == .nothingNew)
        #expect(command.notices.withLock { $0.count } == 1)
    }

    @Test func readArticlesAreNotNews() async throws {
        let fixture = try await NotifierFixture()
        _ = try await fixture.articles.markAllRead(in: [FeedID(2)], before: nil)
        let command = KeptNotices("notify-send")
        let report = await fixture.notifier(ways: [command]).notifyArrivals(since: fixture.refreshBegan)
        guard case .sent(let notice, _) = report else {
            Issue.record("not sent: \(report)")
            return
        }
        #expect(notice.summary == "2 new articles in Photo Blog")
    }

    @Test func aFailedWayEndsTheTryAndNoWayIsSaid() async throws {
        let fixture = try await NotifierFixture()
        let failing = KeptNotices("the desktop", answer: .failed("the service refused"))
        let never = KeptNotices("notify-send")
        #expect(
            await fixture.notifier(ways: [failing, never]).notifyArrivals(since: fixture.refreshBegan)
                == .failed("the service refused"))
        #expect(never.notices.withLock { $0.isEmpty })

        let report = await fixture.notifier(ways: [KeptNotices("the desktop", answer: .unavailable("no bus"))]
        )
        .notifyArrivals(since: fixture.refreshBegan)
        guard case .nowhere(_, let reasons) = report else {
            Issue.record("\(report)")
            return
        }
        #expect(reasons == ["no bus"])
    }
}

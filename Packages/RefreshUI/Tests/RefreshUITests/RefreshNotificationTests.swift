import ArticleLogic
import NotificationLogic
import RefreshUI
import SubscriptionLogic
import Synchronization
import Testing

/// A way of showing notices that keeps them, or fails as told.
final class KeptNotices: NotificationDelivering {
    let failure: DeliveryFailure?
    let notices = Mutex<[ArrivalNotice]>([])

    init(failing failure: DeliveryFailure? = nil) {
        self.failure = failure
    }

    var name: String { "the test" }

    func deliver(_ notice: ArrivalNotice) async throws(DeliveryFailure) {
        if let failure { throw failure }
        notices.withLock { $0.append(notice) }
    }
}

/// The reader's background refresh telling what arrived, through the real notifier over the
/// library the refresh wrote to.
@MainActor @Suite struct RefreshNotifications {
    func background(_ fixture: RefreshFixture, way: KeptNotices) -> BackgroundRefresh {
        let notifier = ArrivalNotifier(
            articles: StoredArticles(
                database: fixture.database, subscriptions: StoredSubscriptionFacts(database: fixture.database)
            ),
            subscriptions: fixture.subscriptions, rules: NotificationRules(titlesPerFeed: 1), ways: [way],
            now: { testNow }, localMinute: { _ in 0 })
        return BackgroundRefresh(
            refresh: LibraryRefresh(
                refresher: fixture.refresher, companion: nil, notifier: notifier, now: { testNow }),
            subscriptions: fixture.subscriptions)
    }

    @Test func aRefreshThatBringsArticlesTellsThemOnceAndNothingNewTellsNothing() async throws {
        let fixture = try await RefreshFixture()
        let way = KeptNotices()
        let background = background(fixture, way: way)
        #expect(background.start(resolving: nil))
        await background.wait()
        let notices = way.notices.withLock { $0 }
        #expect(notices.map(\.summary) == ["3 new articles in 2 feeds"])
        #expect(
            notices.first?.body.split(separator: "\n").map { $0.prefix(9) } == ["Alpha (2)", "Beta (1):"])
        #expect(background.activityText == "Refreshed 2 feed(s) · 3 new")

        #expect(background.start(resolving: nil))
        await background.wait()
        #expect(way.notices.withLock { $0.count } == 1, "a refresh that brings nothing tells nothing")
    }

    @Test func aNotificationThatFailsIsOnTheStatusLine() async throws {
        let fixture = try await RefreshFixture()
        let background = background(fixture, way: KeptNotices(failing: .failed("the service refused")))
        #expect(background.start(resolving: nil))
        await background.wait()
        #expect(
            background.activityText
                == "Refreshed 2 feed(s) · 3 new · notification failed: the service refused")
    }
}

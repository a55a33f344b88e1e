public import ArticleLogic
public import FoundationEssentials
import LibraryModelLogic
public import SubscriptionLogic

/// What the interface asks after a refresh or sync: tell the person what arrived.
public protocol ArrivalNotifying: Sendable {
    /// Tells what arrived since `since` (when the refresh began), as the rules allow, and says
    /// what it did. Never throws: a notification that fails is reported, and nothing else stops.
    func notifyArrivals(since: Date) async -> NotificationReport
}

/// What became of a notification.
public enum NotificationReport: Equatable, Sendable {
    /// Nothing arrived that the rules tell.
    case nothingNew
    /// Something arrived during the quiet hours: nothing was shown.
    case quiet
    /// Shown, through the way named.
    case sent(ArrivalNotice, via: String)
    /// No way of showing it answered (no desktop service, no command set); why, for each.
    case nowhere(ArrivalNotice, reasons: [String])
    /// It could not be shown: what went wrong.
    case failed(String)
}

/// Tells what arrived: reads the unread, shown articles first seen since a refresh began
/// (`ArticleReading.arrivals`), keeps the feeds the rules tell, writes the notice
/// (`ArrivalNotice`) and hands it to the first way that is there: the desktop's notification
/// service, then the user's command.
public struct ArrivalNotifier: ArrivalNotifying {
    private let articles: any ArticleReading
    private let subscriptions: any SubscriptionManaging
    private let rules: NotificationRules
    private let ways: [any NotificationDelivering]
    private let now: @Sendable () -> Date
    private let localMinute: @Sendable (Date) -> Int

    /// - Parameter localMinute: minutes after local midnight at a moment, for the quiet hours.
    public init(
        articles: any ArticleReading, subscriptions: any SubscriptionManaging, rules: NotificationRules,
        ways: [any NotificationDelivering], now: @escaping @Sendable () -> Date = { Date() },
        localMinute: @escaping @Sendable (Date) -> Int = {
            QuietHours.localMinute(secondsSince1970: $0.timeIntervalSince1970)
        }
    ) {
        self.articles = articles
        self.subscriptions = subscriptions
        self.rules = rules
        self.ways = ways
        self.now = now
        self.localMinute = localMinute
    }

    public func notifyArrivals(since: Date) async -> NotificationReport {
        if let quiet = rules.quietHours, quiet.contains(minute: localMinute(now())) { return .quiet }
        let notice: ArrivalNotice
        do {
            guard let written = try await self.notice(since: since) else { return .nothingNew }
            notice = written
        } catch {
            return .failed("what arrived could not be read: \(error)")
        }
        var reasons: [String] = []
        for way in ways {
            do {
                try await way.deliver(notice)
                return .sent(notice, via: way.name)
            } catch {
                switch error {
                case .unavailable(let reason): reasons.append(reason)
                case .failed(let reason): return .failed(reason)
                }
            }
        }
        return .nowhere(notice, reasons: reasons)
    }

    /// The notice of what arrived in the feeds the rules tell, the feed with most first.
    private func notice(since: Date) async throws -> ArrivalNotice? {
        let arrivals = try await articles.arrivals(since: since, titlesPerFeed: rules.titlesPerFeed)
        guard !arrivals.isEmpty else { return nil }
        let feeds = Dictionary(try await subscriptions.feeds().map { ($0.id, $0) }) { first, _ in first }
        let told = arrivals.compactMap { arrival -> (feed: Feed, count: Int, titles: [String])? in
            guard let feed = feeds[arrival.feedID], rules.tells(feed) else { return nil }
            return (feed, arrival.count, arrival.titles)
        }
        return ArrivalNotice.of(told.sorted { $0.count > $1.count })
    }
}

/// Notifications whose settings cannot be read (`notifications.quietHours` that is not a span):
/// nothing is shown, and each refresh that brings news says why, so the mistake is found where
/// it matters without stopping anything else.
public struct UnreadableNotificationSettings: ArrivalNotifying {
    public let error: NotificationSettingError

    public init(_ error: NotificationSettingError) {
        self.error = error
    }

    public func notifyArrivals(since: Date) async -> NotificationReport {
        .failed(error.description)
    }
}

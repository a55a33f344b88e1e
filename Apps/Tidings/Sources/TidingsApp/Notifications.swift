import ArticleLogic
import ConfigurationService
import FoundationEssentials
import NotificationLogic
import NotificationService
import SubscriptionLogic

/// The notifications of what a refresh brought, as the settings ask: nil when they are off; the
/// desktop's service on the session bus first, then the user's command.
enum Notifications {
    static func notifier(
        configuration: Configuration, environment: [String: String], articles: any ArticleReading,
        subscriptions: any SubscriptionManaging
    ) -> (any ArrivalNotifying)? {
        guard configuration[Settings.Notifications.enabled] else { return nil }
        let quietHours: QuietHours?
        do {
            let text = configuration[Settings.Notifications.quietHours]
            quietHours = text.allSatisfy(\.isWhitespace) ? nil : try QuietHours(text)
        } catch {
            return UnreadableNotificationSettings(error)
        }
        let timeout = configuration[Settings.Notifications.timeoutSeconds]
        var ways: [any NotificationDelivering] = [
            DesktopWay(
                address: DesktopNotifications.sessionBusAddress(environment: environment),
                timeoutSeconds: timeout)
        ]
        let command = configuration[Settings.Notifications.command]
        if !command.isEmpty {
            ways.append(
                CommandNotifications(command: command, environment: environment, timeoutSeconds: timeout))
        }
        return ArrivalNotifier(
            articles: articles, subscriptions: subscriptions,
            rules: NotificationRules(
                mutedFeeds: configuration[Settings.Notifications.mutedFeeds],
                mutedTags: Set(configuration[Settings.Notifications.mutedTags]), quietHours: quietHours,
                titlesPerFeed: configuration[Settings.Notifications.titlesPerFeed]),
            ways: ways)
    }
}

/// NotificationService's desktop notifications as a way of showing a notice.
struct DesktopWay: NotificationDelivering {
    /// The session bus; nil when the environment names none.
    let address: String?
    let timeoutSeconds: Double

    var name: String { "the desktop" }

    func deliver(_ notice: ArrivalNotice) async throws(DeliveryFailure) {
        guard let address else {
            throw .unavailable(
                "no session bus: DBUS_SESSION_BUS_ADDRESS is not set, and /run/user/UID/bus is not there")
        }
        do {
            _ = try await DesktopNotifications(
                busAddress: address, timeout: .milliseconds(Int(timeoutSeconds * 1000))
            )
            .send(summary: notice.summary, body: notice.body)
        } catch {
            switch error {
            case .unavailable(let reason): throw .unavailable(reason)
            case .failed(let reason): throw .failed(reason)
            }
        }
    }
}

import NavigationUI
public import NotificationLogic
public import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// What the refresh screen needs from logic.
public struct RefreshDependencies: Sendable {
    public var subscriptions: any SubscriptionManaging
    public var refresher: any FeedRefreshing
    /// What a refresh brings up to date beside the fetched feeds (the sync accounts); nil for a
    /// library without accounts.
    public var companion: (any RefreshCompanion)?
    /// Tells what a refresh brought; nil when notifications are off.
    public var notifier: (any ArrivalNotifying)?

    public init(
        subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing,
        companion: (any RefreshCompanion)?, notifier: (any ArrivalNotifying)? = nil
    ) {
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.companion = companion
        self.notifier = notifier
    }

    /// The refresh these dependencies make.
    public var refresh: LibraryRefresh {
        LibraryRefresh(refresher: refresher, companion: companion, notifier: notifier)
    }
}

/// The refresh screen's route.
public enum RefreshScreens {
    @MainActor
    public static func register(in router: Router, dependencies: RefreshDependencies) {
        router.register(Routes.refresh) { parameters in
            RefreshViewController(
                feedReference: parameters.feed, tag: parameters.tag,
                subscriptions: dependencies.subscriptions, refresh: dependencies.refresh)
        }
    }
}

import NavigationUI
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

    public init(
        subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing,
        companion: (any RefreshCompanion)?
    ) {
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.companion = companion
    }

    /// The refresh these dependencies make.
    public var refresh: LibraryRefresh { LibraryRefresh(refresher: refresher, companion: companion) }
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

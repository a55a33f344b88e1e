import NavigationUI
public import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// What the refresh screen needs from logic.
public struct RefreshDependencies: Sendable {
    public var subscriptions: any SubscriptionManaging
    public var refresher: any FeedRefreshing

    public init(subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing) {
        self.subscriptions = subscriptions
        self.refresher = refresher
    }
}

/// The refresh screen's route.
public enum RefreshScreens {
    @MainActor
    public static func register(in router: Router, dependencies: RefreshDependencies) {
        router.register(Routes.refresh) { parameters in
            RefreshViewController(
                feedReference: parameters.feed, tag: parameters.tag,
                subscriptions: dependencies.subscriptions,
                refresher: dependencies.refresher)
        }
    }
}

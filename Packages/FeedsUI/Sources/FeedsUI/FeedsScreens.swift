public import ArticleLogic
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
public import QueryFeedLogic
public import RefreshLogic
public import RefreshUI
public import SubscriptionLogic
public import TerminalUI

/// What the feed screens need from logic.
public struct FeedsDependencies: Sendable {
    public var subscriptions: any SubscriptionManaging
    public var refresher: any FeedRefreshing
    public var articles: any ArticleReading
    /// The saved filters the feed list shows among the feeds.
    public var queryFeeds: any QueryFeedManaging
    public var inspector: FeedInspector
    public var now: @Sendable () -> Date
    /// The interactive reader's background refresh (`r`, `R`); nil for one-shot commands.
    public var background: BackgroundRefresh?
    /// How each sync account stands, for the list's heading.
    public var accountStates: @Sendable () async -> [AccountState]
    /// Removes the feeds that sync accounts keep through their accounts; nil without sync.
    public var accountFeeds: (any AccountFeedRemoving)?

    public init(
        subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing, articles: any ArticleReading,
        queryFeeds: any QueryFeedManaging, inspector: FeedInspector, now: @escaping @Sendable () -> Date,
        background: BackgroundRefresh? = nil,
        accountStates: @escaping @Sendable () async -> [AccountState] = { [] },
        accountFeeds: (any AccountFeedRemoving)? = nil
    ) {
        self.accountStates = accountStates
        self.accountFeeds = accountFeeds
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.articles = articles
        self.queryFeeds = queryFeeds
        self.inspector = inspector
        self.now = now
        self.background = background
    }
}

/// The feed screens, each registering the route it answers.
public enum FeedsScreens {
    @MainActor
    public static func register(in router: Router, dependencies: FeedsDependencies) {
        router.register(Routes.feeds) { parameters in
            FeedListViewController(
                subscriptions: dependencies.subscriptions, refresher: dependencies.refresher,
                articles: dependencies.articles, queryFeeds: dependencies.queryFeeds, now: dependencies.now,
                background: dependencies.background, accountStates: dependencies.accountStates,
                includesHidden: parameters.show == .all)
        }
        for (route, hidden) in [(Routes.hideFeed, true), (Routes.unhideFeed, false)] {
            router.register(route) { parameters in
                OutcomeViewController(title: hidden ? "Hide a feed" : "Show a feed") {
                    () throws(ScreenFailure) in
                    try await FeedVisibility.set(
                        parameters.feed, hidden: hidden, in: dependencies.subscriptions)
                }
            }
        }
        router.register(Routes.feedText) { parameters in
            OutcomeViewController(title: "Full texts of a feed") { () throws(ScreenFailure) in
                try await FeedFullText.set(
                    parameters.feed, keeps: parameters.text == .fullText, in: dependencies.subscriptions)
            }
        }
        for (route, title) in [
            (Routes.setFeedSetting, "Set a feed's setting"),
            (Routes.unsetFeedSetting, "Unset a feed's setting"),
        ] {
            router.register(route) { parameters in
                OutcomeViewController(title: title) { () throws(ScreenFailure) in
                    try await FeedSettingCommand.change(
                        parameters.feed, key: parameters.key, to: parameters.value,
                        in: dependencies.subscriptions)
                }
            }
        }
        router.register(Routes.feed) { parameters in
            FeedDetailViewController(
                feedID: parameters.id, subscriptions: dependencies.subscriptions,
                refresher: dependencies.refresher, now: dependencies.now)
        }
        router.register(Routes.subscribe) { parameters in
            SubscribeViewController(
                url: parameters.url, tags: parameters.tags, keepsFullText: parameters.text == .fullText,
                subscriptions: dependencies.subscriptions)
        }
        router.register(Routes.unsubscribe) { parameters in
            UnsubscribeViewController(
                reference: parameters.feed, subscriptions: dependencies.subscriptions,
                accounts: dependencies.accountFeeds)
        }
        router.register(Routes.importOPML) { parameters in
            ImportViewController(
                file: URL(fileURLWithPath: parameters.file), subscriptions: dependencies.subscriptions)
        }
        router.register(Routes.exportOPML) { _ in
            ExportViewController(subscriptions: dependencies.subscriptions)
        }
        registerInspection(in: router, inspector: dependencies.inspector, now: dependencies.now)
    }

    /// Only the inspection screen, which needs no library.
    @MainActor
    public static func registerInspection(
        in router: Router, inspector: FeedInspector, now: @escaping @Sendable () -> Date
    ) {
        router.register(Routes.inspect) { parameters in
            InspectViewController(
                url: parameters.url, tabSeparated: parameters.output == .tsv, inspector: inspector, now: now)
        }
    }
}

/// How a sync account stands, as the feed list shows it: `home: offline, 2 changes waiting`.
public struct AccountState: Equatable, Sendable {
    public var name: String
    /// "synced", "offline, 2 changes waiting", "never synced".
    public var state: String

    public init(name: String, state: String) {
        self.name = name
        self.state = state
    }
}

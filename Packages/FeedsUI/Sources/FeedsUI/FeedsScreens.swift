public import ArticleLogic
public import Foundation
import LibraryModelLogic
import NavigationUI
public import RefreshLogic
public import RefreshUI
public import SubscriptionLogic
public import TerminalUI

/// What the feed screens need from logic.
public struct FeedsDependencies: Sendable {
    public var subscriptions: any SubscriptionManaging
    public var refresher: any FeedRefreshing
    public var articles: any ArticleReading
    public var inspector: FeedInspector
    public var now: @Sendable () -> Date
    /// The interactive reader's background refresh (`r`, `R`); nil for one-shot commands.
    public var background: BackgroundRefresh?

    public init(
        subscriptions: any SubscriptionManaging, refresher: any FeedRefreshing, articles: any ArticleReading,
        inspector: FeedInspector, now: @escaping @Sendable () -> Date, background: BackgroundRefresh? = nil
    ) {
        self.subscriptions = subscriptions
        self.refresher = refresher
        self.articles = articles
        self.inspector = inspector
        self.now = now
        self.background = background
    }
}

/// The feed screens, each registering the route it answers.
public enum FeedsScreens {
    /// The actions of this package's screens, each declared once with its keys and help.
    public static let actionTables: [any ActionTableDescribing] = [
        FeedListAction.table, FeedDetailAction.table,
    ]

    @MainActor
    public static func register(in router: Router, dependencies: FeedsDependencies) {
        router.register(Routes.feeds) { _ in
            FeedListViewController(
                subscriptions: dependencies.subscriptions, refresher: dependencies.refresher,
                articles: dependencies.articles, now: dependencies.now, background: dependencies.background)
        }
        router.register(Routes.feed) { parameters in
            FeedDetailViewController(
                feedID: parameters.id, subscriptions: dependencies.subscriptions,
                refresher: dependencies.refresher, now: dependencies.now)
        }
        router.register(Routes.subscribe) { parameters in
            SubscribeViewController(
                url: parameters.url, tags: parameters.tags, subscriptions: dependencies.subscriptions)
        }
        router.register(Routes.unsubscribe) { parameters in
            UnsubscribeViewController(reference: parameters.feed, subscriptions: dependencies.subscriptions)
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
            InspectViewController(url: parameters.url, inspector: inspector, now: now)
        }
    }
}

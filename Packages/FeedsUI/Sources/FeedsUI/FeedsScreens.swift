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
    @MainActor
    public static func register(in router: Router, dependencies: FeedsDependencies) {
        router.register(Routes.feeds) { _ throws(RouteError) in
            FeedListViewController(
                subscriptions: dependencies.subscriptions, refresher: dependencies.refresher,
                articles: dependencies.articles, now: dependencies.now, background: dependencies.background)
        }
        router.register(Routes.feed) { match throws(RouteError) in
            FeedDetailViewController(
                feedID: try match.feedID(), subscriptions: dependencies.subscriptions,
                refresher: dependencies.refresher, now: dependencies.now)
        }
        router.register(Routes.subscribe) { match throws(RouteError) in
            guard let text = match.value("url"), let url = URL(string: text) else {
                throw .invalidParameter(
                    url: match.url.absoluteString, reason: "give the feed's address as url=")
            }
            let tags = (match.value("tag") ?? "").split(separator: ",").map(String.init)
            return SubscribeViewController(url: url, tags: tags, subscriptions: dependencies.subscriptions)
        }
        router.register(Routes.unsubscribe) { match throws(RouteError) in
            guard let reference = match.value("feed") else {
                throw .invalidParameter(url: match.url.absoluteString, reason: "name the feed as feed=")
            }
            return UnsubscribeViewController(reference: reference, subscriptions: dependencies.subscriptions)
        }
        router.register(Routes.importOPML) { match throws(RouteError) in
            guard let path = match.value("file") else {
                throw .invalidParameter(url: match.url.absoluteString, reason: "name the OPML file as file=")
            }
            return ImportViewController(
                file: URL(fileURLWithPath: path), subscriptions: dependencies.subscriptions)
        }
        router.register(Routes.exportOPML) { _ throws(RouteError) in
            ExportViewController(subscriptions: dependencies.subscriptions)
        }
        registerInspection(in: router, inspector: dependencies.inspector, now: dependencies.now)
    }

    /// Only the inspection screen, which needs no library.
    @MainActor
    public static func registerInspection(
        in router: Router, inspector: FeedInspector, now: @escaping @Sendable () -> Date
    ) {
        router.register(Routes.inspect) { match throws(RouteError) in
            guard let text = match.value("url"), let url = URL(string: text), url.scheme != nil else {
                throw .invalidParameter(
                    url: match.url.absoluteString, reason: "give the feed's address or file as url=")
            }
            return InspectViewController(url: url, inspector: inspector, now: now)
        }
    }
}

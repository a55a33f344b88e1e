public import ArticleLogic
public import FoundationEssentials
import LibraryModelLogic
import NavigationUI
public import QueryFeedLogic
public import RefreshUI
public import ShareService
public import SubscriptionLogic
public import TerminalUI

/// What the article screens need from logic and services.
public struct ArticlesDependencies: Sendable {
    public var articles: any ArticleReading
    public var subscriptions: any SubscriptionManaging
    /// The saved filters a timeline may be narrowed to (`query=`).
    public var queryFeeds: any QueryFeedManaging
    public var sharing: any Sharing
    /// Articles per page (`interface.pageSize`): a one-shot listing's default length and the
    /// size of each page an interactive list loads.
    public var pageSize: Int
    public var now: @Sendable () -> Date
    /// The interactive reader's background refresh (`r`, `R`); nil for one-shot commands.
    public var background: BackgroundRefresh?

    public init(
        articles: any ArticleReading, subscriptions: any SubscriptionManaging,
        queryFeeds: any QueryFeedManaging,
        sharing: any Sharing, pageSize: Int, now: @escaping @Sendable () -> Date,
        background: BackgroundRefresh? = nil
    ) {
        self.articles = articles
        self.subscriptions = subscriptions
        self.queryFeeds = queryFeeds
        self.sharing = sharing
        self.pageSize = pageSize
        self.now = now
        self.background = background
    }
}

/// The timeline and the actions on articles' state, each registering the route it answers.
public enum ArticlesScreens {
    @MainActor
    public static func register(in router: Router, dependencies: ArticlesDependencies) {
        router.register(Routes.articles) { parameters in
            ArticleListViewController(
                request: parameters, articles: dependencies.articles,
                subscriptions: dependencies.subscriptions, queryFeeds: dependencies.queryFeeds,
                sharing: dependencies.sharing, pageSize: dependencies.pageSize, now: dependencies.now,
                background: dependencies.background)
        }
        router.register(Routes.mark) { parameters in
            MarkViewController(ids: parameters.ids, change: parameters.state, articles: dependencies.articles)
        }
        router.register(Routes.markAllRead) { parameters in
            MarkAllReadViewController(
                feed: parameters.feed, tag: parameters.tag, before: parameters.before,
                articles: dependencies.articles, subscriptions: dependencies.subscriptions)
        }
    }
}

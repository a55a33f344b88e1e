public import ArticleLogic
public import Foundation
import LibraryModelLogic
import NavigationUI
public import RefreshUI
public import ShareService
public import SubscriptionLogic
public import TerminalUI

/// What the article screens need from logic and services.
public struct ArticlesDependencies: Sendable {
    public var articles: any ArticleReading
    public var subscriptions: any SubscriptionManaging
    public var sharing: any Sharing
    /// Articles per page (`interface.pageSize`): a one-shot listing's default length and the
    /// size of each page an interactive list loads.
    public var pageSize: Int
    public var now: @Sendable () -> Date
    /// The interactive reader's background refresh (`r`, `R`); nil for one-shot commands.
    public var background: BackgroundRefresh?

    public init(
        articles: any ArticleReading, subscriptions: any SubscriptionManaging, sharing: any Sharing,
        pageSize: Int, now: @escaping @Sendable () -> Date, background: BackgroundRefresh? = nil
    ) {
        self.articles = articles
        self.subscriptions = subscriptions
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
        router.register(Routes.articles) { match throws(RouteError) in
            let filter = try match.choice("filter", in: ArticleFilter.allCases.map(\.rawValue))
            return ArticleListViewController(
                request: TimelineRequest(
                    filter: filter.flatMap(ArticleFilter.init(rawValue:)) ?? .all, feed: match.value("feed"),
                    tag: match.value("tag"), limit: try match.positiveInteger("limit")),
                articles: dependencies.articles, subscriptions: dependencies.subscriptions,
                sharing: dependencies.sharing, pageSize: dependencies.pageSize, now: dependencies.now,
                background: dependencies.background)
        }
        router.register(Routes.mark) { match throws(RouteError) in
            let ids = try match.articleIDs()
            let states = MarkViewController.Change.allCases.map(\.rawValue)
            guard let state = try match.choice("state", in: states),
                let change = MarkViewController.Change(rawValue: state)
            else {
                throw .invalidParameter(
                    url: match.url.absoluteString,
                    reason: "say what to do with state=\(states.joined(separator: ", state="))")
            }
            return MarkViewController(ids: ids, change: change, articles: dependencies.articles)
        }
        router.register(Routes.markAllRead) { match throws(RouteError) in
            if match.value("feed") != nil, match.value("tag") != nil {
                throw .invalidParameter(url: match.url.absoluteString, reason: "give feed= or tag=, not both")
            }
            var before: Date?
            if let text = match.value("before") {
                guard let date = try? Date(text, strategy: .iso8601) else {
                    throw .invalidParameter(
                        url: match.url.absoluteString,
                        reason: "before must be an ISO 8601 time such as 2026-11-01T00:00:00Z, not '\(text)'")
                }
                before = date
            }
            return MarkAllReadViewController(
                feed: match.value("feed"), tag: match.value("tag"), before: before,
                articles: dependencies.articles, subscriptions: dependencies.subscriptions)
        }
    }
}

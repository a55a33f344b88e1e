public import ArticleLogic
public import FoundationEssentials
import NavigationUI
public import TerminalUI

/// What the search screen needs from logic.
public struct SearchDependencies: Sendable {
    public var articles: any ArticleReading
    /// Results shown when the URL gives no `limit` (`interface.pageSize`).
    public var pageSize: Int
    public var now: @Sendable () -> Date

    public init(articles: any ArticleReading, pageSize: Int, now: @escaping @Sendable () -> Date) {
        self.articles = articles
        self.pageSize = pageSize
        self.now = now
    }
}

/// The search screen, registering the route it answers.
public enum SearchScreens {
    @MainActor
    public static func register(in router: Router, dependencies: SearchDependencies) {
        router.register(Routes.search) { parameters in
            SearchViewController(
                query: parameters.query, limit: parameters.limit,
                articles: dependencies.articles, pageSize: dependencies.pageSize, now: dependencies.now)
        }
    }
}

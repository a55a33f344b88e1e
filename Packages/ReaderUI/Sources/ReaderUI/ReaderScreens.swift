public import ArticleLogic
public import Foundation
import LibraryModelLogic
import NavigationUI
public import ShareService
public import TerminalUI

/// What the reading screens need from logic and services.
public struct ReaderDependencies: Sendable {
    public var articles: any ArticleReading
    public var sharing: any Sharing
    public var now: @Sendable () -> Date
    /// The width, in cells, the reader wraps an article's body at.
    public var textWidth: Int

    public init(
        articles: any ArticleReading, sharing: any Sharing, now: @escaping @Sendable () -> Date,
        textWidth: Int = 72
    ) {
        self.articles = articles
        self.sharing = sharing
        self.now = now
        self.textWidth = textWidth
    }
}

/// The reader and sharing, each registering the route it answers.
public enum ReaderScreens {
    @MainActor
    public static func register(in router: Router, dependencies: ReaderDependencies) {
        router.register(Routes.article) { match throws(RouteError) in
            ReaderViewController(
                articleID: try match.articleID(), articles: dependencies.articles,
                sharing: dependencies.sharing, textWidth: dependencies.textWidth, now: dependencies.now)
        }
        router.register(Routes.share) { match throws(RouteError) in
            let destinations = ShareDestination.allCases.map(\.rawValue)
            guard let text = try match.choice("to", in: destinations),
                let destination = ShareDestination(rawValue: text)
            else {
                throw .invalidParameter(
                    url: match.url.absoluteString,
                    reason: "say where to share with to=\(destinations.joined(separator: ", to="))")
            }
            return ShareViewController(
                articleID: try match.articleID(), destination: destination, articles: dependencies.articles,
                sharing: dependencies.sharing)
        }
    }
}

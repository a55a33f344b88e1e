public import ArticleLogic
public import FoundationEssentials
public import FullTextLogic
import LibraryModelLogic
import NavigationUI
public import PictureLogic
public import ShareService
public import TerminalUI

/// What the reading screens need from logic and services.
public struct ReaderDependencies: Sendable {
    public var articles: any ArticleReading
    public var sharing: any Sharing
    public var now: @Sendable () -> Date
    /// The width, in cells, the reader wraps an article's body at.
    public var textWidth: Int
    /// Fetches and keeps articles' full texts (`read --full`); nil where none can be fetched.
    public var fullTexts: (any ArticleFullTextManaging)?
    /// Draws articles' pictures in the text; nil where none are drawn (off, no terminal, a pipe).
    public var pictures: (any PictureProviding)?
    /// The most rows one picture takes.
    public var pictureRows: Int

    public init(
        articles: any ArticleReading, sharing: any Sharing, now: @escaping @Sendable () -> Date,
        textWidth: Int = 72, fullTexts: (any ArticleFullTextManaging)? = nil,
        pictures: (any PictureProviding)? = nil, pictureRows: Int = 24
    ) {
        self.pictures = pictures
        self.pictureRows = pictureRows
        self.articles = articles
        self.sharing = sharing
        self.now = now
        self.textWidth = textWidth
        self.fullTexts = fullTexts
    }
}

/// The reader and sharing, each registering the route it answers.
public enum ReaderScreens {
    @MainActor
    public static func register(in router: Router, dependencies: ReaderDependencies) {
        router.register(Routes.article) { parameters in
            ReaderViewController(
                articleID: parameters.id, articles: dependencies.articles,
                sharing: dependencies.sharing, textWidth: dependencies.textWidth, now: dependencies.now,
                text: parameters.text, fullTexts: dependencies.fullTexts, pictures: dependencies.pictures,
                pictureRows: dependencies.pictureRows)
        }
        router.register(Routes.share) { parameters in
            ShareViewController(
                articleID: parameters.id, destination: parameters.to,
                articles: dependencies.articles, sharing: dependencies.sharing)
        }
    }
}

public import ArticleLogic
import ArticlesUI
import FoundationEssentials
import LibraryModelLogic
public import NavigationUI
public import ShareService

/// The display logic of sharing an article: the plain values the sharing service receives
/// (title, link, the body as text with its numbered links, authors, date), what goes on the
/// clipboard, and the sentence that reports what happened.
public struct ShareViewModel: Equatable, Sendable {
    public let item: ShareItem
    /// The title and the link; the title and the text when there is no link.
    public let clipboardText: String

    public init(readable: ReadableArticle) {
        let article = readable.article
        let title = ArticleText.line(article.displayTitle)
        var text = readable.text
        if !readable.links.isEmpty {
            text +=
                "\n\n"
                + readable.links.enumerated().map { "[\($0 + 1)] \($1.absoluteString)" }
                .joined(separator: "\n")
        }
        let authors = ArticleText.line(article.authors.joined(separator: ", "))
        item = ShareItem(
            title: title, url: article.link, text: text, author: authors.isEmpty ? nil : authors,
            date: article.published ?? article.updated)
        clipboardText = article.link.map { "\(title)\n\($0.absoluteString)" } ?? "\(title)\n\n\(text)"
    }

    /// What sharing to `destination` did; `outcome` is the program that did it, or the file.
    public func sentence(for destination: ShareDestination, outcome: String) -> String {
        switch destination {
        case .clipboard:
            item.url == nil
                ? "Copied the title and text to the clipboard with \(outcome)"
                : "Copied the link and title to the clipboard with \(outcome)"
        case .browser:
            "Opened \(item.url?.absoluteString ?? "the article") with \(outcome)"
        case .email:
            "Opened a new mail about “\(item.title)” with \(outcome)"
        case .file:
            "Wrote \(outcome)"
        }
    }
}

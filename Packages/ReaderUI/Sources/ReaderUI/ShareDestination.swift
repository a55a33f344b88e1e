/// Where `tidings://share/{id}?to=` sends an article.
public enum ShareDestination: String, CaseIterable, Equatable, Sendable {
    /// The title and link, on the clipboard.
    case clipboard
    /// The article's link, opened in the browser.
    case browser
    /// A new mail with the title as subject and the link and text as body.
    case email
    /// A Markdown file in the configured folder.
    case file
}

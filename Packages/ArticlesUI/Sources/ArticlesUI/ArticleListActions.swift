public import TerminalUI

/// What a person does on a timeline, each with its default keys and help: declared once, for
/// the key handling, the help overlay, the README's key table and the user's `keys.articles`.
public enum ArticleListAction: String, ScreenAction {
    case down, up, pageDown = "page-down", pageUp = "page-up", top, bottom
    case nextUnread = "next-unread", open, toggleStar = "toggle-star", toggleRead = "toggle-read"
    case markAllRead = "mark-all-read", openInBrowser = "open-in-browser", search, download, downloads
    case refreshFeed = "refresh-feed", refreshAll = "refresh-all", filter

    /// The timeline's actions.
    public static let table = ActionTable<Self>(
        screen: "articles",
        [
            .init(.down, .character("j"), .down, help: "move down"),
            .init(.up, .character("k"), .up, help: "move up"),
            .init(.pageDown, .pageDown, .character(" "), help: "a page down"),
            .init(.pageUp, .pageUp, help: "a page up"),
            .init(.top, .character("g"), .home, help: "the first article"),
            .init(.bottom, .character("G"), .end, help: "the last article"),
            .init(.open, .enter, .right, help: "read the article"),
            .init(.nextUnread, .character("n"), help: "next unread"),
            .init(.toggleStar, .character("s"), help: "star or unstar"),
            .init(.toggleRead, .character("u"), help: "mark read or unread"),
            .init(.markAllRead, .character("A"), help: "mark everything here read"),
            .init(.openInBrowser, .character("o"), help: "open in the browser"),
            .init(.search, .character("/"), help: "search"),
            .init(.filter, .character("F"), help: "filter: title =~ \"swift\" and age < 7 (Esc leaves it)"),
            .init(.refreshFeed, .character("r"), help: "refresh this feed"),
            .init(.refreshAll, .character("R"), help: "refresh all feeds"),
            .init(.download, .character("d"), help: "download the article's enclosures"),
            .init(.downloads, .character("D"), help: "the downloads"),
        ])
}

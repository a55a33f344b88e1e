public import TerminalUI

/// What a person does while reading an article, declared once (`keys.article`).
public enum ReaderAction: String, ScreenAction {
    case down, up, pageDown = "page-down", pageUp = "page-up", top, bottom
    case nextUnread = "next-unread", toggleStar = "toggle-star", toggleRead = "toggle-read"
    case openInBrowser = "open-in-browser", openLink = "open-link", share, download, downloads
    case toggleFullText = "toggle-full-text"

    /// The reader's actions. `open-link`'s keys are numbered: its nth key opens link [n].
    public static let table = ActionTable<Self>(
        screen: "article",
        [
            .init(.down, .character("j"), .down, help: "scroll a line down"),
            .init(.up, .character("k"), .up, help: "scroll a line up"),
            .init(.pageDown, .character(" "), .pageDown, help: "scroll a page down"),
            .init(.pageUp, .character("b"), .pageUp, help: "scroll a page up"),
            .init(.top, .character("g"), .home, help: "the top"),
            .init(.bottom, .character("G"), .end, help: "the bottom"),
            .init(.nextUnread, .character("n"), help: "next unread article"),
            .init(.toggleStar, .character("s"), help: "star or unstar"),
            .init(.toggleRead, .character("u"), help: "mark read or unread"),
            .init(.openInBrowser, .character("o"), help: "open the article in the browser"),
            .init(
                .openLink, .character("1"), .character("2"), .character("3"), .character("4"),
                .character("5"),
                .character("6"), .character("7"), .character("8"), .character("9"),
                help: "open link [n] in the browser (the nth key)"),
            .init(.share, .character("S"), help: "copy the link and title to the clipboard"),
            .init(
                .toggleFullText, .character("f"),
                help: "the whole article from its page, or the feed's text (fetched when missing)"),
            .init(.download, .character("d"), help: "download the enclosures"),
            .init(.downloads, .character("D"), help: "the downloads"),
        ])
}

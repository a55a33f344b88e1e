public import TerminalUI

/// What a person does on the feed list, declared once (`keys.feeds`).
public enum FeedListAction: String, ScreenAction {
    case down, up, pageDown = "page-down", pageUp = "page-up", top, bottom
    case open, nextUnread = "next-unread", details, refreshFeed = "refresh-feed", refreshAll = "refresh-all"
    case markAllRead = "mark-all-read", search, downloads

    /// The feed list's actions.
    public static let table = ActionTable<Self>(
        screen: "feeds",
        [
            .init(.down, .character("j"), .down, help: "move down"),
            .init(.up, .character("k"), .up, help: "move up"),
            .init(.pageDown, .pageDown, .character(" "), help: "a page down"),
            .init(.pageUp, .pageUp, help: "a page up"),
            .init(.top, .character("g"), .home, help: "the first feed"),
            .init(.bottom, .character("G"), .end, help: "the last feed"),
            .init(.open, .enter, .right, help: "open the feed's articles"),
            .init(.nextUnread, .character("n"), help: "next feed with unread"),
            .init(.details, .character("e"), .character("i"), help: "details and last error"),
            .init(.refreshFeed, .character("r"), help: "refresh this feed"),
            .init(.refreshAll, .character("R"), help: "refresh all feeds"),
            .init(.markAllRead, .character("A"), help: "mark the feed's articles read"),
            .init(.search, .character("/"), help: "search"),
            .init(.downloads, .character("D"), help: "the downloads"),
        ])
}

/// What a person does on a feed's details, declared once (`keys.feed`).
public enum FeedDetailAction: String, ScreenAction {
    case open

    /// The feed details' actions.
    public static let table = ActionTable<Self>(
        screen: "feed", [.init(.open, .enter, .right, help: "open the feed's articles")])
}

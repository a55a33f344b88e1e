public import TerminalUI

/// What a person does on search results, declared once (`keys.search`). While the query is being
/// typed, keys are the query's: enter searches, esc cancels, ^U clears.
public enum SearchAction: String, ScreenAction {
    case down, up, pageDown = "page-down", pageUp = "page-up", top, bottom, open, edit

    /// The search screen's actions.
    public static let table = ActionTable<Self>(
        screen: "search",
        [
            .init(.down, .character("j"), .down, help: "move down"),
            .init(.up, .character("k"), .up, help: "move up"),
            .init(.pageDown, .pageDown, .character(" "), help: "a page down"),
            .init(.pageUp, .pageUp, help: "a page up"),
            .init(.top, .character("g"), .home, help: "the best match"),
            .init(.bottom, .character("G"), .end, help: "the last match"),
            .init(.open, .enter, .right, help: "read the article"),
            .init(.edit, .character("/"), help: "change the search (enter searches, esc cancels, ^U clears)"),
        ])
}

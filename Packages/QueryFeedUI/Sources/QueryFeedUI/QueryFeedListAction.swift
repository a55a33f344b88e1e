public import TerminalUI

/// What a person does on the query feed list, declared once (`keys.queries`).
public enum QueryFeedListAction: String, ScreenAction {
    case down, up, open

    /// The query feed list's actions.
    public static let table = ActionTable<Self>(
        screen: "queries",
        [
            .init(.down, .character("j"), .down, help: "move down"),
            .init(.up, .character("k"), .up, help: "move up"),
            .init(.open, .enter, .right, help: "open what the query feed matches"),
        ])
}

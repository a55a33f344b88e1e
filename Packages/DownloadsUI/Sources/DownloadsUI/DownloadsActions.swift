public import TerminalUI

/// What a person does on the download queue, declared once (`keys.downloads`).
public enum DownloadsScreenAction: String, ScreenAction {
    case down, up, run, play, remove, clearDone = "clear-done"

    /// The download queue's actions.
    public static let table = ActionTable<Self>(
        screen: "downloads",
        [
            .init(.down, .character("j"), .down, help: "move down"),
            .init(.up, .character("k"), .up, help: "move up"),
            .init(.run, .character("r"), help: "download the queue"),
            .init(.play, .character("p"), help: "play the selected file"),
            .init(.remove, .character("x"), help: "remove the selected entry"),
            .init(.clearDone, .character("c"), help: "clear finished entries"),
        ])
}

/// What a person does after queueing downloads, declared once (`keys.download`).
public enum DownloadQueueAction: String, ScreenAction {
    case downloads

    /// The queueing screen's actions.
    public static let table = ActionTable<Self>(
        screen: "download", [.init(.downloads, .character("D"), .enter, help: "the downloads")])
}

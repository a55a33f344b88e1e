import TerminalTextService

/// Text from feeds made fit for one line of a list: escape sequences and control characters
/// removed, tabs and line breaks turned into single spaces.
public enum ArticleText {
    /// `text` sanitised for the terminal and flattened onto one line.
    public static func line(_ text: String) -> String {
        let clean = TerminalText.sanitize(text, tabs: .expand(width: 1))
        guard clean.contains("\n") else { return clean }
        return clean.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

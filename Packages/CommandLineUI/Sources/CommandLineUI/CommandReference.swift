import FoundationEssentials
import NavigationUI

/// The README's table of commands, written from the same declarations as `--help` and the shell
/// completions (`Commands.all`), so that it cannot drift from them: a test compares the table in
/// README.md with this one.
public enum CommandReference {
    /// The comment lines that enclose the table in README.md.
    public static let begin =
        "<!-- commands: written by CommandReference.markdownTable(), checked by a test -->"
    public static let end = "<!-- commands: end -->"

    /// One Markdown row per command: its usage and what it does.
    public static func markdownTable() -> String {
        let rows = Commands.all.map { command in
            "| `\(escaped(command.usage))` | \(escaped(command.summary)) |"
        }
        return (["| command | what it does |", "|---|---|"] + rows).joined(separator: "\n")
    }

    /// `text` with the pipe characters that would end a table cell escaped.
    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}

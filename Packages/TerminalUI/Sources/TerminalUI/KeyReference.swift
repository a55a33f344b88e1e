import FoundationEssentials

/// The README's tables of keys, written from the screens' action declarations, so that they
/// cannot drift from the keys the screens answer: a test compares the tables in README.md with
/// these.
public enum KeyReference {
    /// The comment lines that enclose the tables in README.md.
    public static let begin = "<!-- keys: written by KeyReference.markdown(tables:), checked by a test -->"
    public static let end = "<!-- keys: end -->"

    /// One table per screen, then the keys every screen shares: each action's default keys, its
    /// name for a binding, and what it does.
    public static func markdown(tables: [any ActionTableDescribing]) -> String {
        let sections = tables.map { table in
            section(
                "`\(table.screen)` screen (`keys.\(table.screen)`)", actions: table.actions)
        }
        let shared = section(
            "every screen (`keys.\(KeyBindings.globalSection)`)", actions: SharedAction.table.actions)
        return (sections + [shared]).joined(separator: "\n\n")
    }

    private static func section(_ title: String, actions: [(name: String, keys: [Key], help: String)])
        -> String
    {
        let rows = actions.map { action in
            let keys = action.keys.map { "`\(escaped($0.name))`" }.joined(separator: " ")
            return "| \(keys) | `\(action.name)` | \(escaped(action.help)) |"
        }
        return (["**\(title)**", "", "| keys | action | what it does |", "|---|---|---|"] + rows)
            .joined(separator: "\n")
    }

    /// `text` with the pipe characters that would end a table cell escaped.
    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}

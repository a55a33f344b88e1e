/// The README's table of feed settings, written from their declarations (`FeedSettings.all`)
/// and checked by a test, so that it never says what the code does not do.
public enum FeedSettingsDocument {
    /// The README's marker before the table.
    public static let begin =
        "<!-- feed-settings: written by FeedSettingsDocument.markdownTable, checked by a test -->\n"
    /// The README's marker after it.
    public static let end = "\n<!-- feed-settings: end -->"

    /// A Markdown table: each setting's key, the values it takes, and what it does.
    public static var markdownTable: String {
        let rows = FeedSettings.all.map { setting in
            "| `\(setting.key)` | \(escaped(setting.expects)) | \(escaped(setting.documentation)) |"
        }
        return (["| setting | value | what it does |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// `text` with the pipes a table cell may not hold escaped.
    private static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}

import FoundationEssentials

/// newsboat's `browser` setting as a command for `share.browserCommands`, which takes a program
/// and its arguments and appends the URL. newsboat hands the setting to the shell with `%u`
/// replaced by the URL (or the URL appended). A plain command (`firefox --new-tab %u`, `lynx`)
/// becomes its words without `%u`; anything the shell would read differently (quotes, pipes,
/// `$`, redirections, `%u` inside a word or before the end) runs through `sh -c`, the URL passed
/// as `$1` so that it is never read by the shell.
enum BrowserCommand {
    /// Characters that make the shell do more than split words.
    private static let shellSyntax = Set("|&;<>()$`\\\"'*?[]#~=!{}\n")

    static func arguments(for setting: String) -> [String]? {
        let words = setting.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return nil }
        let placeholders = words.filter { $0.contains("%u") }
        let plain =
            !setting.contains(where: shellSyntax.contains)
            && (placeholders.isEmpty || (placeholders == ["%u"] && words.last == "%u"))
        if plain { return words.filter { $0 != "%u" } }
        let script = setting.contains("%u") ? quotedPlaceholders(setting) : setting + " \"$1\""
        return ["sh", "-c", script, "sh"]
    }

    /// `%u` replaced by a quoted `$1`, whether the setting quoted it or not.
    private static func quotedPlaceholders(_ setting: String) -> String {
        setting.replacing("'%u'", with: "%u").replacing("\"%u\"", with: "%u")
            .replacing("%u", with: "\"$1\"")
    }
}

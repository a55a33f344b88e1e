import FoundationEssentials
public import NavigationUI

/// Every command of `tidings`: one per route that declares a command, in the routes' order,
/// then the two that are not a route's (`open`, which opens any URL, and `demo`).
public enum Commands {
    public static let all: [CommandSpec] =
        Routes.all.compactMap(\.command) + [open, demo]

    /// The command named `name`.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// The command the first words of a command line name, and how many words its name takes:
    /// a two-word name (`account add`) wins over a one-word one.
    public static func match(_ words: [String]) -> (command: CommandSpec, words: Int)? {
        if words.count >= 2, let command = named("\(words[0]) \(words[1])") { return (command, 2) }
        return words.first.flatMap(named).map { ($0, 1) }
    }

    /// The second words of the commands whose name begins with `group` (`account` gives `add`,
    /// `list`, …), in order.
    public static func subcommands(of group: String) -> [String] {
        all.compactMap { command in
            let words = command.name.split(separator: " ")
            return words.count == 2 && words[0] == group ? String(words[1]) : nil
        }
    }

    static let open = CommandSpec(
        "open", "open any tidings:// URL (tidings open 'tidings://articles?filter=unread')",
        arguments: [ArgumentSpec("URL", "a tidings:// URL")], json: true,
        target: .route { arguments, _ in
            arguments.positionals[0]
        })

    static let demo = CommandSpec(
        "demo",
        "open the reader on a sample library kept in a folder of its own (the feed list when not on a terminal)",
        target: .demo)
}

import ExitCodeUI
import FoundationEssentials
import NavigationUI

/// The text of `tidings --help` and of the short usage message.
public enum HelpText {
    /// The whole program's help: what it is, the commands, the exit codes.
    public static func program(version: String) -> String {
        let json = Commands.all.filter(\.supportsJSON).map(\.name)
        let jsonCommands = json.dropLast().joined(separator: ", ") + " and " + (json.last ?? "")
        let width = (Commands.all.map(\.name.count).max() ?? 0) + 2
        let commands = Commands.all.map {
            "  " + $0.name + String(repeating: " ", count: max(0, width - $0.name.count)) + $0.summary
        }
        return """
            tidings \(version): a terminal feed reader

            usage: tidings [command] [options]
                   tidings                 the full-screen reader (the feed list when not on a terminal)

            commands:
            \(commands.joined(separator: "\n"))

            options:
            \(options(jsonCommands: jsonCommands))

            exit codes: \(ExitCode.documentation)
            """
    }

    /// The global options, each from its declaration, in one column.
    private static func options(jsonCommands: String) -> String {
        let rows = CommandOptions.global.map { option in
            let summary =
                switch option.name {
                case CommandOptions.json.name: "JSON output, for \(jsonCommands)"
                case CommandOptions.help.name:
                    "help; `tidings COMMAND \(CommandOptions.help.name)` for one command"
                default: option.summary
                }
            return (option.helpName, summary)
        }
        let width = (rows.map(\.0.count).max() ?? 0) + 3
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + $0.1 }
            .joined(separator: "\n")
    }

    /// Two lines for stderr after a usage error.
    public static func usage(for command: String?) -> String {
        if let command, let spec = Commands.named(command) {
            return "usage: \(spec.usage)\nRun `tidings \(command) --help` for more."
        }
        return "usage: tidings [command] [options]\nRun `tidings --help` for the commands."
    }
}

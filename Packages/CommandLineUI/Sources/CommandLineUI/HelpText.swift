import Foundation
import NavigationUI

/// The text of `tidings --help` and of the short usage message.
public enum HelpText {
    /// The whole program's help: what it is, the commands, the exit codes.
    public static func program(version: String) -> String {
        let json = Commands.all.filter(\.supportsJSON).map(\.name)
        let jsonCommands = json.dropLast().joined(separator: ", ") + " and " + (json.last ?? "")
        let width = (Commands.all.map(\.name.count).max() ?? 0) + 2
        let commands = Commands.all.map {
            "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
        }
        return """
            tidings \(version): a terminal feed reader

            usage: tidings [command] [options]
                   tidings                 the full-screen reader (the feed list when not on a terminal)

            commands:
            \(commands.joined(separator: "\n"))

            options:
              --data-dir DIR   the library to use (default: $TIDINGS_HOME, else $XDG_DATA_HOME/tidings)
              --json           JSON output, for \(jsonCommands)
              -h, --help       help; `tidings COMMAND --help` for one command
              --version        print the version

            exit codes: 0 ok, 1 partial failure, 64 usage, 65 bad data, 69 unavailable, 74 I/O error, 77 login refused
            """
    }

    /// Two lines for stderr after a usage error.
    public static func usage(for command: String?) -> String {
        if let command, let spec = Commands.named(command) {
            return "usage: \(spec.usage)\nRun `tidings \(command) --help` for more."
        }
        return "usage: tidings [command] [options]\nRun `tidings --help` for the commands."
    }
}

import Foundation
public import NavigationUI

/// What a command does once its arguments are checked.
public enum CommandTarget: Sendable {
    /// Opens the URL the closure builds from the arguments.
    case route(@Sendable (ParsedArguments, CommandEnvironment) throws(UsageError) -> String)
    /// Prepares the demo library and opens the reader on it.
    case demo
}

/// One command of `tidings`: its arguments, options and help, and what it opens. Help, the shell
/// completions and the README's command table all come from these declarations.
public struct CommandSpec: Sendable {
    public let name: String
    public let summary: String
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let supportsJSON: Bool
    public let target: CommandTarget

    public init(
        _ name: String, _ summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        json: Bool = false, target: CommandTarget
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.supportsJSON = json
        self.target = target
    }

    /// The command a route declares.
    public init(routeCommand command: AnyCommandForm) {
        self.init(
            command.name, command.summary, arguments: command.arguments, options: command.options,
            json: command.supportsJSON, target: .route(command.url))
    }

    /// `tidings add URL [--tag T]…`
    public var usage: String {
        var parts = ["tidings", name]
        for argument in arguments {
            let text = argument.name + (argument.variadic ? "…" : "")
            parts.append(argument.optional ? "[\(text)]" : text)
        }
        var grouped: Set<String> = []
        for option in options {
            if let group = option.group {
                guard grouped.insert(group).inserted else { continue }
                let members = options.filter { $0.group == group }.map(\.name)
                parts.append("[" + members.joined(separator: "|") + "]")
                continue
            }
            let text = option.valueName.map { "\(option.name) \($0)" } ?? option.name
            parts.append("[\(text)]" + (option.repeatable ? "…" : ""))
        }
        if supportsJSON { parts.append("[--json]") }
        return parts.joined(separator: " ")
    }

    /// The command's `--help` text.
    public var help: String {
        var lines = ["usage: \(usage)", "", summary]
        if !arguments.isEmpty {
            lines += ["", "arguments:"]
            lines += arguments.map {
                "  " + $0.name.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.summary
            }
        }
        var options = self.options.map { option in
            ((option.valueName.map { "\(option.name) \($0)" } ?? option.name), option.summary)
        }
        if supportsJSON {
            options.append(("--json", "print JSON instead of text (see the README for its shape)"))
        }
        options.append(
            ("--data-dir DIR", "the library to use (default: $TIDINGS_HOME, else $XDG_DATA_HOME/tidings)"))
        options.append(("-h, --help", "show this help"))
        lines += ["", "options:"]
        lines += options.map { "  " + $0.0.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.1 }
        return lines.joined(separator: "\n")
    }
}

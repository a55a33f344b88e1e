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

    /// The command's `--help` text. Arguments and options share one column of names, as wide as
    /// the longest name and two spaces, so that no summary runs into its name.
    public var help: String {
        let arguments = self.arguments.map { ($0.name, $0.summary) }
        var options = self.options.map { option in
            ((option.valueName.map { "\(option.name) \($0)" } ?? option.name), option.summary)
        }
        if supportsJSON {
            options.append(("--json", "print JSON instead of text (see the README for its shape)"))
        }
        options.append(
            ("--data-dir DIR", "the library to use (default: $TIDINGS_HOME, else $XDG_DATA_HOME/tidings)"))
        options.append(("-h, --help", "show this help"))
        let width = ((arguments + options).map(\.0.count).max() ?? 0) + 2
        let row = { (entry: (String, String)) in
            "  " + entry.0 + String(repeating: " ", count: width - entry.0.count) + entry.1
        }
        var lines = ["usage: \(usage)", "", summary]
        if !arguments.isEmpty { lines += ["", "arguments:"] + arguments.map(row) }
        lines += ["", "options:"] + options.map(row)
        return lines.joined(separator: "\n")
    }
}

import FoundationEssentials

/// What a command does once its arguments are checked.
public enum CommandTarget: Sendable {
    /// Opens the URL the closure builds from the arguments.
    case route(@Sendable (ParsedArguments, CommandEnvironment) throws(UsageError) -> String)
    /// Prepares the demo library and opens the reader on it.
    case demo
}

/// One command of `tidings`, whatever its route's parameters: its arguments, options and help,
/// and what it opens. A route's typed `CommandForm` gives one (`Route.command`); the parser,
/// help, the shell completions and the README's command table all read these.
public struct CommandSpec: Sendable {
    public let name: String
    private let describe: @Sendable () -> String
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let supportsJSON: Bool
    public let target: CommandTarget

    public init(
        _ name: String, _ summary: @autoclosure @escaping @Sendable () -> String,
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        json: Bool = false, target: CommandTarget
    ) {
        self.name = name
        self.describe = summary
        self.arguments = arguments
        self.options = options
        self.supportsJSON = json
        self.target = target
    }

    /// One line on what the command does, made when help or completion asks (it may list words,
    /// which costs the runtime a lookup the first time).
    public var summary: String { describe() }

    /// The URL the checked arguments open; nil for a command that opens no route (`demo`).
    public func url(_ arguments: ParsedArguments, _ environment: CommandEnvironment) throws(UsageError)
        -> String?
    {
        guard case .route(let url) = target else { return nil }
        return try url(arguments, environment)
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
        if supportsJSON { parts.append("[\(CommandOptions.json.name)]") }
        return parts.joined(separator: " ")
    }

    /// Every option the command takes: its own, then the global ones it answers (`--json` where
    /// it has JSON, `--data-dir`, `--help`), each from its one declaration.
    public var allOptions: [OptionSpec] {
        options + (supportsJSON ? [CommandOptions.json] : []) + [
            CommandOptions.dataDirectory, CommandOptions.help,
        ]
    }

    /// The command's `--help` text. Arguments and options share one column of names, as wide as
    /// the longest name and two spaces, so that no summary runs into its name.
    public var help: String {
        let arguments = self.arguments.map { ($0.name, $0.summary) }
        let options = allOptions.map { ($0.helpName, $0.summary) }
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

extension OptionSpec {
    /// How help names it: `--tag T`, `-h, --help`.
    public var helpName: String {
        (alias.map { "\($0), " } ?? "") + name + (valueName.map { " \($0)" } ?? "")
    }
}

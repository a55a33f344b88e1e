import Foundation

/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let summary: String
    /// Whether it may be given more than once (`ID…`).
    public let variadic: Bool
    public let optional: Bool

    public init(_ name: String, _ summary: String, variadic: Bool = false, optional: Bool = false) {
        self.name = name
        self.summary = summary
        self.variadic = variadic
        self.optional = optional
    }
}

/// An option of a command: a flag (`--unread`) or an option with a value (`--tag T`).
public struct OptionSpec: Sendable {
    public let name: String
    /// The placeholder of its value, or nil for a flag.
    public let valueName: String?
    public let summary: String
    public let repeatable: Bool
    /// Options of the same group exclude each other (`--unread`, `--today`, `--starred`).
    public let group: String?

    public init(
        _ name: String, value valueName: String? = nil, _ summary: String, repeatable: Bool = false,
        group: String? = nil
    ) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.repeatable = repeatable
        self.group = group
    }

    public var isFlag: Bool { valueName == nil }
}

/// What a command line gave a command, checked against its spec.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    /// The values of options that take one, in order.
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    /// The last value of an option.
    public func value(_ option: String) -> String? { values[option]?.last }

    /// The flag set from `group`, if any.
    public func flag(in group: [String]) -> String? { group.first { flags.contains($0) } }
}

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

    /// A command that opens the URL `url` builds.
    public init(
        _ name: String, _ summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        json: Bool = false,
        url: @escaping @Sendable (ParsedArguments, CommandEnvironment) throws(UsageError) -> String
    ) {
        self.init(name, summary, arguments: arguments, options: options, json: json, target: .route(url))
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

/// What building a URL may need from outside the command line.
public struct CommandEnvironment: Sendable {
    /// The working directory, to make file paths absolute.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }
}

/// A command line that cannot be understood: a sentence, and the command it concerns.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}
